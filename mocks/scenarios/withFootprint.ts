import { CATALOG_DE_V1 } from '../../server/core/domain/calculator/catalogDeV1.js';
import { findChoice, totalEmission, visibleQuestions } from '../../server/core/domain/calculator/evaluate.js';
import type { CalculatorStateRecord } from '../../server/core/repositories/types.js';
import { minutesAfter } from '../fixtures/clock.js';
import { fixtureSeed } from '../fixtures/seed.js';
import { USER_IDS } from '../fixtures/users.js';
import type { Scenario } from './types.js';

/** Lena: electric car, two short-haul flights, vegetarian with dairy sometimes, flat under 50 m². */
export const LENA_ANSWERS: Record<string, string> = {
  'transport-01': 'transport-01-choice-02',
  'transport-02': 'transport-02-choice-02',
  'transport-03': 'transport-03-choice-01',
  'diet-01': 'diet-01-choice-02',
  'diet-04': 'diet-04-choice-02',
  'accommodation-01': 'accommodation-01-choice-01',
};

// Computed from the catalog, exactly as the server would store it (only visible questions), so it cannot drift.
// Saved 18 minutes after she signed up (users.ts).
export const lenaCalculatorState: CalculatorStateRecord = {
  userId: USER_IDS.newUser,
  country: 'DE',
  version: CATALOG_DE_V1.version,
  answers: visibleQuestions(CATALOG_DE_V1, LENA_ANSWERS).map((q) => ({
    questionId: q.id,
    choiceId: LENA_ANSWERS[q.id],
    co2Emission: findChoice(CATALOG_DE_V1, q.id, LENA_ANSWERS[q.id])!.co2Emission,
    co2EmissionFactor: null,
  })),
  co2EmissionTotal: totalEmission(CATALOG_DE_V1, LENA_ANSWERS),
  co2tPerTree: CATALOG_DE_V1.basicCO2tPerTree,
  createdAt: minutesAfter(fixtureSeed.users.find((u) => u.id === USER_IDS.newUser)!.createdAt, 18),
  previous: null,
  recheckMailedAt: null,
};

/** Lena has saved her footprint (DE) but not donated yet. */
export const withFootprint: Scenario = {
  id: 'withFootprint',
  label: 'Mit Fußabdruck, ohne Spende (Lena)',
  signedInAs: USER_IDS.newUser,
  seed: { ...fixtureSeed, calculatorStates: [...fixtureSeed.calculatorStates, lenaCalculatorState] },
};
