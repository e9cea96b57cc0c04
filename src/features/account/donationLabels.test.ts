import { describe, expect, it } from 'vitest';
import { numberFormatFor } from '../../format/useNumberFormat';
import { RHYTHM_LABELS, treesLabel, withRhythm } from './donationLabels';

describe('treesLabel (issue 33 §7: one formatter)', () => {
  it('writes the count with the formatter it is given, German without one', () => {
    expect(treesLabel(1)).toBe('1 Baum');
    expect(treesLabel(1234)).toBe('1.234 Bäume');
    expect(treesLabel(1234, numberFormatFor('en-US'))).toBe('1,234 Bäume');
  });
});

describe('„Abo & Spenden“ names every rhythm Twingle sends (issue 34 §7)', () => {
  it('puts the rhythm beside amounts and trees', () => {
    expect(withRhythm('35,00 €', 'monthly')).toBe('35,00 € im Monat');
    expect(withRhythm('120,00 €', 'yearly')).toBe('120,00 € im Jahr');
    expect(withRhythm('60,00 €', 'halfyearly')).toBe('60,00 € im Halbjahr');
    expect(withRhythm('6 Bäume', 'quarterly')).toBe('6 Bäume im Vierteljahr');
    expect(withRhythm('25,00 €', 'one_time')).toBe('25,00 €');
  });

  it('has a German word for each', () => {
    expect(RHYTHM_LABELS).toEqual({
      one_time: 'einmalig',
      monthly: 'monatlich',
      quarterly: 'vierteljährlich',
      halfyearly: 'halbjährlich',
      yearly: 'jährlich',
    });
  });
});
