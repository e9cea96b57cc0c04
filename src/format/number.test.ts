import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDecimal,
  formatEuro,
  formatSignedDecimal,
  formatTonnes,
  sharesAddingUpTo,
  truncateDecimals,
} from './number';

describe('formatTonnes', () => {
  it('shows one decimal with a German comma', () => {
    expect(formatTonnes(11.554)).toBe('11,5');
    expect(formatTonnes(8.4)).toBe('8,4');
  });

  it('truncates instead of rounding', () => {
    expect(formatTonnes(11.59)).toBe('11,5');
    expect(formatTonnes(0.99)).toBe('0,9');
    expect(formatTonnes(12.999)).toBe('12,9');
  });

  it('always shows the decimal, also for whole numbers', () => {
    expect(formatTonnes(12)).toBe('12,0');
    expect(formatTonnes(0)).toBe('0,0');
  });

  it('is not fooled by binary floating point', () => {
    // 7 tree units × 0.15 t × 12 months = 12.6, which doubles store as 12.600000000000001 …
    expect(formatTonnes(7 * 0.15 * 12)).toBe('12,6');
    // … and 0.7 × 3 as 2.0999999999999996.
    expect(formatTonnes(0.7 * 3)).toBe('2,1');
  });

  it('truncates negative values towards zero without a negative zero', () => {
    expect(formatTonnes(-1.89)).toBe('\u22121,8');
    expect(formatTonnes(-0.04)).toBe('0,0');
  });

  it('groups thousands the German way', () => {
    expect(formatTonnes(1234.56)).toBe('1.234,5');
  });
});

describe('formatDecimal', () => {
  it('takes the number of decimals', () => {
    expect(formatDecimal(3.14159, 2)).toBe('3,14');
    expect(formatDecimal(3.999, 0)).toBe('3');
  });
});

describe('truncateDecimals', () => {
  it('cuts towards zero', () => {
    expect(truncateDecimals(11.554)).toBe(11.5);
    expect(truncateDecimals(-11.554)).toBe(-11.5);
    expect(truncateDecimals(11.554, 2)).toBe(11.55);
  });
});

describe('formatCount and formatEuro', () => {
  it('formats whole numbers and euros the German way', () => {
    expect(formatCount(138)).toBe('138');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatEuro(30)).toBe('30\u00a0€');
    expect(formatEuro(7.5)).toBe('7,50\u00a0€');
  });
});

describe('formatSignedDecimal', () => {
  it('signs non-zero values and truncates like formatDecimal', () => {
    expect(formatSignedDecimal(2)).toBe('+2,0');
    expect(formatSignedDecimal(-1.8)).toBe('\u22121,8');
    expect(formatSignedDecimal(0.132)).toBe('+0,1');
    expect(formatSignedDecimal(0)).toBe('0,0');
  });
});

describe('sharesAddingUpTo', () => {
  it('rounds the parts so they add up to the shown total (issue 16: Ja, 2, 2, Mischkost, 2, 4, Täglich, 100–200 m²)', () => {
    const parts = [11.2, 0, 1, 4.6, 0, -0.36, -0.198, 0, 0.8];
    const total = parts.reduce((sum, n) => sum + n, 0);
    expect(formatTonnes(total)).toBe('17,0');
    const shares = sharesAddingUpTo(parts, total);
    expect(shares).toEqual([11.2, 0, 1, 4.6, 0, -0.4, -0.2, 0, 0.8]);
    expect(formatTonnes(shares.reduce((sum, n) => sum + n, 0))).toBe('17,0');
  });

  it('gives a missing tenth to the part that lost the most', () => {
    expect(sharesAddingUpTo([0.19, 0.15, 0.16], 0.5)).toEqual([0.2, 0.1, 0.2]);
  });
});
