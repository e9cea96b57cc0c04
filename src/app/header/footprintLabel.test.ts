import { describe, expect, it } from 'vitest';
import { formatTonnes } from '../../format/number';
import {
  getFootprintDisplay,
  getFootprintLabel,
  getSubscriptionCo2PerYear,
  type ActiveMonthlyDonation,
} from './footprintLabel';

const abo = (
  donationType: ActiveMonthlyDonation['donationType'],
  treeUnitsRequested: number,
): ActiveMonthlyDonation => ({
  donationType,
  treeUnitsRequested,
});

describe('getFootprintLabel', () => {
  it('says "Meine CO₂-Bilanz" without an active monthly donation', () => {
    expect(getFootprintLabel([])).toBe('Meine CO₂-Bilanz');
  });

  it('names the percentage of a single percentage Abo', () => {
    expect(getFootprintLabel([abo('percent_050', 4)])).toBe('Dein 50\u202f% Abo bindet');
    expect(getFootprintLabel([abo('percent_100', 7)])).toBe('Dein 100\u202f% Abo bindet');
    expect(getFootprintLabel([abo('percent_150', 10)])).toBe('Dein 150\u202f% Abo bindet');
  });

  it('says "Dein Abo bindet" for a single Wunschabo', () => {
    expect(getFootprintLabel([abo('custom_abo', 2)])).toBe('Dein Abo bindet');
  });

  it('says "Deine Abos binden" for several Abos of any kind', () => {
    expect(getFootprintLabel([abo('percent_100', 7), abo('custom_abo', 2)])).toBe('Deine Abos binden');
    expect(getFootprintLabel([abo('percent_050', 4), abo('percent_050', 4)])).toBe('Deine Abos binden');
  });
});

describe('getSubscriptionCo2PerYear', () => {
  it('is Σ tree units × 0.15 t × 12 months', () => {
    expect(getSubscriptionCo2PerYear([abo('percent_100', 7)])).toBeCloseTo(12.6, 9);
    expect(getSubscriptionCo2PerYear([abo('percent_100', 7), abo('custom_abo', 2)])).toBeCloseTo(16.2, 9);
    expect(getSubscriptionCo2PerYear([])).toBe(0);
  });
});

describe('getFootprintDisplay', () => {
  it('shows the saved footprint without an Abo', () => {
    const display = getFootprintDisplay(11.554, []);
    expect(display).toEqual({ label: 'Meine CO₂-Bilanz', tonnesPerYear: 11.554 });
    expect(formatTonnes(display.tonnesPerYear)).toBe('11,5');
  });

  it('shows what the Abo binds per year, not the footprint, when an Abo is active', () => {
    const display = getFootprintDisplay(11.554, [abo('percent_100', 7)]);
    expect(display.label).toBe('Dein 100\u202f% Abo bindet');
    expect(formatTonnes(display.tonnesPerYear)).toBe('12,6');
  });

  it('adds up several Abos', () => {
    const display = getFootprintDisplay(8.2, [abo('percent_050', 3), abo('custom_abo', 2)]);
    expect(display.label).toBe('Deine Abos binden');
    expect(formatTonnes(display.tonnesPerYear)).toBe('9,0');
  });
});
