import { describe, expect, it } from 'vitest';
import { amountError, donationTypeParam, percentOffers, rhythmFor, treesFor } from './donationOffers';

describe('percentOffers', () => {
  it('computes 50/100/150 % Abos from the footprint: ceil(t × p ÷ 0.15 ÷ 12) trees at 5 € each', () => {
    // 10.8 t at 100 % is exactly 6 trees a month, not 7 (float noise).
    expect(percentOffers(10.8)).toEqual([
      { donationType: 'percent_050', percent: 50, treesPerMonth: 3, amount: 15 },
      { donationType: 'percent_100', percent: 100, treesPerMonth: 6, amount: 30 },
      { donationType: 'percent_150', percent: 150, treesPerMonth: 9, amount: 45 },
    ]);
    expect(percentOffers(13.5).map((o) => o.treesPerMonth)).toEqual([4, 8, 12]);
  });

  it('offers none without a footprint', () => {
    expect(percentOffers(null)).toEqual([]);
    expect(percentOffers(0)).toEqual([]);
  });

  it('never offers an Abo of no tree for a tiny footprint', () => {
    expect(percentOffers(0.1).map((o) => o.treesPerMonth)).toEqual([1, 1, 1]);
  });
});

describe('trees', () => {
  it('plants whole trees for 5 € each', () => {
    expect(treesFor(25)).toBe(5);
    expect(treesFor(27.5)).toBe(5);
  });

  it('knows the rhythm of every kind', () => {
    expect(rhythmFor('custom_one_time')).toBe('one_time');
    expect(rhythmFor('custom_abo')).toBe('monthly');
    expect(rhythmFor('percent_150')).toBe('monthly');
  });
});

describe('donationTypeParam', () => {
  it('accepts the spec donation types only', () => {
    expect(donationTypeParam('percent_100')).toBe('percent_100');
    expect(donationTypeParam('custom_one_time')).toBe('custom_one_time');
    expect(donationTypeParam('percent_200')).toBeNull();
    expect(donationTypeParam(null)).toBeNull();
  });
});

describe('amountError', () => {
  it('explains in German what is wrong with an amount', () => {
    expect(amountError(25)).toBeNull();
    expect(amountError(5)).toBeNull();
    expect(amountError(12.34)).toBeNull();
    expect(amountError(null)).toBe('Bitte gib einen Betrag ein.');
    expect(amountError(4.99)).toMatch(/mindestens 5 €/);
    expect(amountError(100_000.01)).toMatch(/höchstens 100\.000 €/);
    expect(amountError(10.001)).toMatch(/zwei Nachkommastellen/);
  });
});
