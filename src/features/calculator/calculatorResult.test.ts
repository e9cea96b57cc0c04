import { describe, expect, it } from 'vitest';
import { CATALOG_DE_V1 as catalogDeV1 } from '../../../server/core/domain/calculator/catalogDeV1';
import { calculatorResult } from './calculatorResult';
import { BIG_ANSWERS, FRUGAL_ANSWERS } from './sampleAnswers';

describe('calculatorResult', () => {
  it('adds the base and every visible answer, in catalog order', () => {
    const result = calculatorResult(catalogDeV1, BIG_ANSWERS);
    expect(result.totalTonnes).toBeCloseTo(20.672, 10);
    expect(result.baseTonnes).toBe(11.2);
    expect(result.breakdown.map((l) => [l.title, l.choiceText, l.co2Emission])).toEqual([
      ['Auto', 'Ja', 0],
      ['Kurzstreckenflüge', '4', 2],
      ['Langstreckenflüge', '2', 4.6],
      ['Ernährung', 'Mischkost', 0],
      ['Rotes Fleisch', '7 oder mehr', 0.54],
      ['Huhn, Schwein, Fisch, Eier', '14 oder mehr', 0.132],
      ['Milchprodukte', 'Täglich', 0],
      ['Wohnfläche', 'über 200 m²', 2.2],
    ]);
    // 20.672 / 0.15 = 137.8 → 138 trees
    expect(result.trees).toBe(138);
    expect(result.differencePercent).toBe(85);
  });

  it('leaves out answers of hidden questions', () => {
    const vegan = { ...BIG_ANSWERS, 'diet-01': 'diet-01-choice-01' };
    const result = calculatorResult(catalogDeV1, vegan);
    expect(result.breakdown.map((l) => l.questionId)).not.toContain('diet-02');
    expect(result.breakdown.map((l) => l.questionId)).not.toContain('diet-04');
    expect(result.totalTonnes).toBeCloseTo(11.2 + 2 + 4.6 - 1.2 + 2.2, 10);
  });

  it('sizes the three Abos at 50, 100 and 150 % of the footprint, 5 € a tree', () => {
    const result = calculatorResult(catalogDeV1, BIG_ANSWERS);
    // 20.672 t × p ÷ 0.15 ÷ 12 → 5.74 / 11.48 / 17.23 trees a month, rounded up
    expect(result.abos).toEqual([
      { percent: 50, treesPerMonth: 6, eurPerMonth: 30 },
      { percent: 100, treesPerMonth: 12, eurPerMonth: 60 },
      { percent: 150, treesPerMonth: 18, eurPerMonth: 90 },
    ]);
  });

  it('compares a small footprint with the German average', () => {
    const result = calculatorResult(catalogDeV1, FRUGAL_ANSWERS);
    // 11.2 − 2.5 − 1.2 − 1.6 = 5.9 t: 47 % below 11.2 t, 40 trees (39.33 rounded up)
    expect(result.totalTonnes).toBeCloseTo(5.9, 10);
    expect(result.differencePercent).toBe(-47);
    expect(result.trees).toBe(40);
  });
});
