import type { Answers, CalculatorCatalog } from '../../../server/core/domain/calculator/catalogTypes';
import { fromAnswerList, type AnswerEntry } from './answerList';
import { deleteCachedAnswers, readCachedAnswers, writeCachedAnswers } from './answersCache';
import type { CalculatorStore } from './calculatorStore';

/** The viewer's saved result as the backend answers: found, or NOT_FOUND (nothing saved yet). */
export type SavedCalculator =
  { kind: 'found'; version: number; answers: readonly AnswerEntry[] } | { kind: 'notFound' };

export interface SyncDeps {
  catalog: CalculatorCatalog;
  store: CalculatorStore;
  /** Queries the saved state; throws on anything but success and NOT_FOUND. */
  fetchSaved(): Promise<SavedCalculator>;
  /** Saves complete answers to the backend; throws when that fails. */
  save(answers: Answers): Promise<void>;
  /** reportFrontendError */
  report(error: unknown): void;
}

/** Reported when the backend still has nothing right after we saved the restored answers (spec §4). */
export class UnexpectedNotFoundError extends Error {
  override name = 'UnexpectedNotFoundError';
  constructor() {
    super('Calculator state NOT_FOUND right after saving the answers restored from the browser cache.');
  }
}

/**
 * Spec §4 for a signed-in viewer: query the saved state. Found → its answers replace the local ones if it was
 * computed with this catalog version. NOT_FOUND with a cached copy → load it, delete the cache (restoredFromCache),
 * save it to the backend, then initialized and query again. NOT_FOUND without cache → initialized. Any other error
 * is reported. A sync whose viewer signs out meanwhile stops touching the store.
 */
export async function syncSignedIn(deps: SyncDeps, userId: string): Promise<void> {
  const { catalog, store } = deps;
  store.begin(userId, 'querying');
  const current = () => store.get().owner === userId;

  let saved: SavedCalculator;
  try {
    saved = await deps.fetchSaved();
  } catch (error) {
    if (!current()) return;
    deps.report(error);
    store.setLoadFailed();
    store.setSync('initialized');
    return;
  }
  if (!current()) return;

  if (saved.kind === 'found') {
    if (saved.version === catalog.version) store.load(fromAnswerList(saved.answers));
    store.setSync('initialized');
    return;
  }

  const cached = readCachedAnswers(catalog);
  if (!cached) {
    store.setSync('initialized');
    return;
  }
  store.load(cached, true);
  deleteCachedAnswers(catalog);
  store.setSync('restoredFromCache');
  store.setSave('saving');
  try {
    await deps.save(cached);
  } catch (error) {
    if (!current()) return;
    deps.report(error);
    // Nothing may be lost: the answers go back into the browser until a save succeeds.
    writeCachedAnswers(catalog, cached);
    store.setSave('failed');
    store.setSync('initialized');
    return;
  }
  if (!current()) return;
  store.markSaved(cached);
  store.setSync('initialized');

  try {
    const again = await deps.fetchSaved();
    if (again.kind === 'notFound') deps.report(new UnexpectedNotFoundError());
  } catch (error) {
    deps.report(error);
  }
}

/** Spec §4 for a guest with a ready session: initialized, with the answers this browser kept. */
export function syncGuest(catalog: CalculatorCatalog, store: CalculatorStore): void {
  const wasGuest = store.get().owner === 'guest';
  store.begin('guest', 'initialized');
  if (wasGuest && Object.keys(store.get().answers).length > 0) return;
  const cached = readCachedAnswers(catalog);
  if (cached) store.load(cached);
}
