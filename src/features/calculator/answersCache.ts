import type { Answers, CalculatorCatalog } from '../../../server/core/domain/calculator/catalogTypes';
import { findChoice, isComplete, totalEmission } from '../../../server/core/domain/calculator/evaluate';
import { toAnswerList, type AnswerEntry } from './answerList';

/** Spec §9: the guest cache key, per country and catalog version. */
export const cacheKey = (catalog: Pick<CalculatorCatalog, 'country' | 'version'>): string =>
  `CachedAnswers?country=${catalog.country}&version=${catalog.version}`;

/** Spec §3 "local calculator state", as it is stored. */
export interface CachedCalculatorState {
  version: number;
  co2EmissionTotal: number;
  co2tPerTree: number;
  answers: AnswerEntry[];
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Blocked storage (privacy settings) throws on access: the calculator then simply does not remember.
    return null;
  }
}

/**
 * The cached answers for this catalog, or null. Anything that does not fit the catalog — garbage JSON, another
 * version, unknown questions or choices, an incomplete set — is removed, so a tampered entry never breaks the page.
 */
export function readCachedAnswers(catalog: CalculatorCatalog): Answers | null {
  const store = storage();
  const key = cacheKey(catalog);
  const raw = store?.getItem(key);
  if (raw == null) return null;
  const answers = parseCachedState(catalog, raw);
  if (!answers) store?.removeItem(key);
  return answers;
}

export function parseCachedState(catalog: CalculatorCatalog, raw: string): Answers | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const state = value as Partial<CachedCalculatorState>;
  if (state.version !== catalog.version || !Array.isArray(state.answers)) return null;
  const answers: Record<string, string> = {};
  for (const entry of state.answers as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { questionId, choiceId } = entry as Partial<AnswerEntry>;
    if (typeof questionId !== 'string' || typeof choiceId !== 'string') return null;
    if (!findChoice(catalog, questionId, choiceId)) return null;
    answers[questionId] = choiceId;
  }
  return isComplete(catalog, answers) ? answers : null;
}

/** Stores a complete set of answers (spec §4: guests' answers are copied whenever they change and are complete). */
export function writeCachedAnswers(catalog: CalculatorCatalog, answers: Answers): void {
  const state: CachedCalculatorState = {
    version: catalog.version,
    co2EmissionTotal: totalEmission(catalog, answers),
    co2tPerTree: catalog.basicCO2tPerTree,
    answers: toAnswerList(catalog, answers),
  };
  try {
    storage()?.setItem(cacheKey(catalog), JSON.stringify(state));
  } catch {
    // Full or blocked storage: the answers stay on the page, they are just not remembered.
  }
}

export function deleteCachedAnswers(catalog: CalculatorCatalog): void {
  storage()?.removeItem(cacheKey(catalog));
}
