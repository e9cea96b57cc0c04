import { describe, expect, it } from 'vitest';
import type { PlotRecord } from '../../repositories/types.js';
import { plotsGeoJson } from './dataExport.js';

const plot = (polygons: PlotRecord['polygons']): PlotRecord => ({
  plotId: 'plot-1',
  project: 'uganda',
  plantedAt: '2026-11-20',
  coordinates: { latitude: 0.62, longitude: 30.65 },
  polygons,
  mapLink: null,
  species: [{ latinName: 'Maesopsis eminii', percentage: 100 }],
  co2tPerTreePerYear: 0.024,
  photos: [],
});

describe('plotsGeoJson (RFC 7946)', () => {
  it('closes an open ring, turns a clockwise ring counter-clockwise and writes [longitude, latitude]', () => {
    // Clockwise seen from above (north up): west → north-west → north-east → east, and not closed.
    const clockwise = [
      { latitude: 0.6, longitude: 30.6 },
      { latitude: 0.62, longitude: 30.6 },
      { latitude: 0.62, longitude: 30.62 },
      { latitude: 0.6, longitude: 30.62 },
    ];
    const geo = plotsGeoJson(
      [plot([clockwise])],
      [{ plotId: 'plot-1', userId: 'u', treeProviderDonationId: 'o-1', treeCount: 4 }],
    );
    const [ring] = geo.features[0].geometry.coordinates[0];
    expect(ring).toEqual([
      [30.6, 0.6],
      [30.62, 0.6],
      [30.62, 0.62],
      [30.6, 0.62],
      [30.6, 0.6],
    ]);
  });

  it('adds the donor’s trees of all their orders on a plot, and keeps a closed counter-clockwise ring as it is', () => {
    const ccw = [
      { latitude: 0.6, longitude: 30.6 },
      { latitude: 0.6, longitude: 30.62 },
      { latitude: 0.62, longitude: 30.62 },
      { latitude: 0.6, longitude: 30.6 },
    ];
    const geo = plotsGeoJson(
      [plot([ccw])],
      [
        { plotId: 'plot-1', userId: 'u', treeProviderDonationId: 'o-1', treeCount: 4 },
        { plotId: 'plot-1', userId: 'u', treeProviderDonationId: 'o-2', treeCount: 2 },
      ],
    );
    expect(geo.features[0].properties).toMatchObject({ plotId: 'plot-1', treeCount: 6, orders: ['o-1', 'o-2'] });
    expect(geo.features[0].geometry.coordinates[0][0]).toEqual(ccw.map((p) => [p.longitude, p.latitude]));
  });
});
