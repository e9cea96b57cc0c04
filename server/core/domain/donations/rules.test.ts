import { describe, expect, it } from 'vitest';
import { percentAboTreesPerMonth } from './rules.js';

describe('percentAboTreesPerMonth', () => {
  it.each([
    // footprint, percent, trees a month = ceil(footprint × p ÷ 0.15 ÷ 12)
    [10.8, 100, 6],
    [10.8, 50, 3],
    [10.8, 150, 9],
    [11.2, 100, 7],
    [11.2, 50, 4],
    [1.8, 100, 1],
    [0.9, 50, 1],
    [37.6, 150, 32],
  ] as const)('%s t at %s %% → %s trees a month', (footprint, percent, trees) => {
    expect(percentAboTreesPerMonth(footprint, percent)).toBe(trees);
  });

  it('needs no trees for a footprint of zero or less', () => {
    expect(percentAboTreesPerMonth(0, 100)).toBe(0);
    expect(percentAboTreesPerMonth(-1, 150)).toBe(0);
  });
});
