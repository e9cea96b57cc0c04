import { describe, expect, it } from 'vitest';
import { CATALOG_DE_V1 } from './catalogDeV1.js';
import { CatalogSource } from './catalogs.js';
import { totalEmission, treesNeeded } from './evaluate.js';
import { readSharedResult, sharedResultOf } from './sharedResult.js';

const source = new CatalogSource([CATALOG_DE_V1]);
const exact = (country: string, version: number) => source.exact(country, version);

// Car: no (−2.5); 2 short and 4 long flights (+1, +9.2); mixed diet, 5 red meat (+0.18), 11 other (+0.033),
// dairy daily (0); 100–200 m² (+0.8).
const ANSWERS = {
  'transport-01': 'transport-01-choice-03',
  'transport-02': 'transport-02-choice-02',
  'transport-03': 'transport-03-choice-03',
  'diet-01': 'diet-01-choice-03',
  'diet-02': 'diet-02-choice-06',
  'diet-03': 'diet-03-choice-12',
  'diet-04': 'diet-04-choice-01',
  'accommodation-01': 'accommodation-01-choice-03',
};

describe('a shared calculator result (issue 26 §3)', () => {
  it('carries the three category sums, and the total and trees follow from them as in the calculator', () => {
    const shared = sharedResultOf(CATALOG_DE_V1, ANSWERS);
    expect(shared.categories.map((c) => c.title)).toEqual(['Mobilität', 'Ernährung', 'Wohnen']);
    expect(shared.totalTonnes).toBe(totalEmission(CATALOG_DE_V1, ANSWERS));
    expect(shared.trees).toBe(treesNeeded(shared.totalTonnes, CATALOG_DE_V1.basicCO2tPerTree));
    expect(shared.path).toMatch(/^\/ergebnis\/DE-1\/[-\d.]+_[-\d.]+_[-\d.]+$/);
  });

  it('reads its own link back to the same figures', () => {
    const shared = sharedResultOf(CATALOG_DE_V1, ANSWERS);
    expect(readSharedResult(exact, shared.path.slice('/ergebnis/'.length))).toEqual(shared);
  });

  it('refuses a sum no answers reach, a wrong number of categories, an unknown catalog and garbage', () => {
    expect(readSharedResult(exact, 'DE-1/0_0_0.8')).not.toBeNull();
    expect(readSharedResult(exact, 'DE-1/0.1_0_0.8')).toBeNull(); // no flights and cars add up to 0.1 t
    expect(readSharedResult(exact, 'DE-1/0_0')).toBeNull();
    expect(readSharedResult(exact, 'DE-9/0_0_0.8')).toBeNull();
    expect(readSharedResult(exact, 'AT-1/0_0_0.8')).toBeNull();
    expect(readSharedResult(exact, 'DE-1/<script>')).toBeNull();
    expect(readSharedResult(exact, 'DE-1/1e3_0_0')).toBeNull();
  });
});
