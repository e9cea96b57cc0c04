import type { Answers } from '../../../server/core/domain/calculator/catalogTypes';

/**
 * Complete answer sets of catalog DE v1 for tests and stories, with their totals worked out by hand.
 * VEGAN: no car, 2 short-haul flights, vegan, under 100 m² → 11.2 − 2.5 + 1 − 1.2 − 0.4 = 8.1 t.
 */
export const VEGAN_ANSWERS: Answers = {
  'transport-01': 'transport-01-choice-03',
  'transport-02': 'transport-02-choice-02',
  'transport-03': 'transport-03-choice-01',
  'diet-01': 'diet-01-choice-01',
  'accommodation-01': 'accommodation-01-choice-02',
};

/** Car, 4 short-haul and 2 long-haul flights, Mischkost 7+ / 14+ / dairy daily, over 200 m² → 20.672 t, 138 trees. */
export const BIG_ANSWERS: Answers = {
  'transport-01': 'transport-01-choice-01',
  'transport-02': 'transport-02-choice-03',
  'transport-03': 'transport-03-choice-02',
  'diet-01': 'diet-01-choice-03',
  'diet-02': 'diet-02-choice-08',
  'diet-03': 'diet-03-choice-08',
  'diet-04': 'diet-04-choice-01',
  'accommodation-01': 'accommodation-01-choice-04',
};

/** No car, no flights, vegan, under 50 m² → 11.2 − 2.5 − 1.2 − 1.6 = 5.9 t, 40 trees. */
export const FRUGAL_ANSWERS: Answers = {
  'transport-01': 'transport-01-choice-03',
  'transport-02': 'transport-02-choice-01',
  'transport-03': 'transport-03-choice-01',
  'diet-01': 'diet-01-choice-01',
  'accommodation-01': 'accommodation-01-choice-01',
};

/**
 * Issue 16's example: car, 2 short-haul and 2 long-haul flights, Mischkost with 2 red-meat and 4 other meat meals,
 * dairy daily, 100–200 m² → 11.2 + 1 + 4.6 − 0.36 − 0.198 + 0.8 = 17.042 t, shown as 17,0 t.
 */
export const MIXED_ANSWERS: Answers = {
  'transport-01': 'transport-01-choice-01',
  'transport-02': 'transport-02-choice-02',
  'transport-03': 'transport-03-choice-02',
  'diet-01': 'diet-01-choice-03',
  'diet-02': 'diet-02-choice-03',
  'diet-03': 'diet-03-choice-03',
  'diet-04': 'diet-04-choice-01',
  'accommodation-01': 'accommodation-01-choice-03',
};
