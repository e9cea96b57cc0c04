import { plotDisplayName, plotMapLink } from '../../domain/trees/plotName.js';
import type { PlotSummary } from '../../domain/trees/service.js';
import { commonSpeciesName } from '../../domain/trees/species.js';
import type { Resolver } from '../resolver.js';

export const OutputPlot: Record<string, Resolver<object, unknown, PlotSummary>> = {
  id: (p) => p.relayId ?? p.plot.plotId,
  plotId: (p) => p.plot.plotId,
  displayName: (p) => plotDisplayName(p.plot.plotId, p.plot.project),
  project: (p) => p.plot.project,
  plantedAt: (p) => p.plot.plantedAt,
  location: (p) => ({
    coordinates: p.plot.coordinates,
    polygons: p.plot.polygons,
    rings: p.plot.polygons.map((ring) => ring.map((pt) => [pt.longitude, pt.latitude])),
  }),
  mapLink: (p) => plotMapLink(p.plot.mapLink, p.plot.coordinates),
  plotSpeciesList: (p) => p.plot.species.map((s) => ({ ...s, commonName: commonSpeciesName(s.latinName) })),
  photos: (p) => p.plot.photos,
};
