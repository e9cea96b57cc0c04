import type { PlotSummary } from '../../domain/trees/service.js';
import type { Resolver } from '../resolver.js';

export const OutputPlot: Record<string, Resolver<object, unknown, PlotSummary>> = {
  id: (p) => p.relayId ?? p.plot.plotId,
  plotId: (p) => p.plot.plotId,
  project: (p) => p.plot.project,
  plantedAt: (p) => p.plot.plantedAt,
  location: (p) => ({
    coordinates: p.plot.coordinates,
    polygons: p.plot.polygons,
    rings: p.plot.polygons.map((ring) => ring.map((pt) => [pt.longitude, pt.latitude])),
  }),
  mapLink: (p) => p.plot.mapLink,
  plotSpeciesList: (p) => p.plot.species,
  photos: (p) => p.plot.photos,
};
