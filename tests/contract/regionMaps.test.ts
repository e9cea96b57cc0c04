import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generateRegionMaps, OUTPUT, REGIONS } from '../maps/generateRegionMaps';
import { REGION_MAPS } from '../../src/features/account/regionMaps.generated';
import { projectInto } from '../../src/features/account/regionProjection';
import { plots } from '../../mocks/fixtures/plots';

it('the committed region maps are what tests/maps/generateRegionMaps.ts writes (npm run maps:regions)', async () => {
  expect(readFileSync(OUTPUT, 'utf8')).toBe(await generateRegionMaps());
});

it('has a map for every project, small enough for the card, with every demo plot inside its view', () => {
  for (const region of REGIONS) {
    const map = REGION_MAPS[region.project];
    expect(map.country.length).toBeGreaterThan(200);
    expect(map.country.length + map.neighbours.length).toBeLessThan(8_000);
  }
  for (const plot of plots) {
    const map = REGION_MAPS[plot.project];
    const [x, y] = projectInto(map.bounds, map.width, plot.coordinates.longitude, plot.coordinates.latitude);
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(map.width);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(map.height);
  }
});
