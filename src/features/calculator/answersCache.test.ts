import { afterEach, describe, expect, it } from 'vitest';
import { CATALOG_DE_V1 as catalogDeV1 } from '../../../server/core/domain/calculator/catalogDeV1';
import { cacheKey, readCachedAnswers, writeCachedAnswers } from './answersCache';
import { VEGAN_ANSWERS } from './sampleAnswers';

const KEY = 'CachedAnswers?country=DE&version=1';

describe('guest answers cache', () => {
  afterEach(() => localStorage.clear());

  it('uses the key of spec §9', () => {
    expect(cacheKey(catalogDeV1)).toBe(KEY);
  });

  it('stores the local calculator state and reads the answers back', () => {
    writeCachedAnswers(catalogDeV1, VEGAN_ANSWERS);
    const stored = JSON.parse(localStorage.getItem(KEY)!);
    // 11.2 − 2.5 + 1 − 1.2 − 0.4 = 8.1
    expect(stored).toMatchObject({ version: 1, co2EmissionTotal: 8.1, co2tPerTree: 0.15 });
    expect(stored.answers).toHaveLength(5);
    expect(stored.answers[0]).toEqual({
      questionId: 'transport-01',
      choiceId: 'transport-01-choice-03',
      co2Emission: -2.5,
    });
    expect(readCachedAnswers(catalogDeV1)).toEqual(VEGAN_ANSWERS);
  });

  it('does not store answers to hidden questions', () => {
    writeCachedAnswers(catalogDeV1, { ...VEGAN_ANSWERS, 'diet-02': 'diet-02-choice-08' });
    expect(readCachedAnswers(catalogDeV1)).toEqual(VEGAN_ANSWERS);
  });

  it.each([
    ['garbage JSON', '{not json'],
    ['null', 'null'],
    ['a number', '42'],
    ['another catalog version', JSON.stringify({ version: 2, answers: [] })],
    ['no answer list', JSON.stringify({ version: 1, answers: 'x' })],
    [
      'an unknown choice',
      JSON.stringify({ version: 1, answers: [{ questionId: 'transport-01', choiceId: 'transport-01-choice-99' }] }),
    ],
    [
      'an unknown question',
      JSON.stringify({ version: 1, answers: [{ questionId: 'rocket-01', choiceId: 'rocket-01-choice-01' }] }),
    ],
    ['a broken entry', JSON.stringify({ version: 1, answers: [null] })],
    [
      'an incomplete set',
      JSON.stringify({ version: 1, answers: [{ questionId: 'transport-01', choiceId: 'transport-01-choice-01' }] }),
    ],
  ])('discards %s and removes it', (_, raw) => {
    localStorage.setItem(KEY, raw);
    expect(readCachedAnswers(catalogDeV1)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('reads nothing when nothing is cached', () => {
    expect(readCachedAnswers(catalogDeV1)).toBeNull();
  });
});
