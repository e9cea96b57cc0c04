import { useSyncExternalStore } from 'react';
import type { Answers } from '../../../server/core/domain/calculator/catalogTypes';
import { session } from '../../auth/session';

/** Spec §4 calculator sync: undefined, then querying, then initialized or restoredFromCache. */
export type SyncState = 'undefined' | 'querying' | 'initialized' | 'restoredFromCache';

/** Where saving the answers to the backend stands (signed-in viewers only). */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface CalculatorLocalState {
  /** questionId → choiceId; may hold answers of hidden questions, which do not count. */
  answers: Answers;
  /** The viewer changed answers since they were loaded or last saved. */
  dirty: boolean;
  sync: SyncState;
  /** Whose answers these are: a user id, 'guest', or null before the first sync. */
  owner: string | null;
  save: SaveState;
  /** The saved result could not be loaded (reported; the calculator still works). */
  loadFailed: boolean;
}

const INITIAL: CalculatorLocalState = {
  answers: {},
  dirty: false,
  sync: 'undefined',
  owner: null,
  save: 'idle',
  loadFailed: false,
};

/**
 * The calculator's answers live outside React so they survive leaving and coming back to /co2-rechner within the
 * app; they are reset on sign-out (spec §4).
 */
export function createCalculatorStore(initial: CalculatorLocalState = INITIAL) {
  let state = initial;
  const listeners = new Set<() => void>();
  const update = (patch: Partial<CalculatorLocalState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  return {
    get: (): CalculatorLocalState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The viewer picked a choice. */
    answer(questionId: string, choiceId: string) {
      update({ answers: { ...state.answers, [questionId]: choiceId }, dirty: true });
    },
    /** Answers from the backend or the guest cache; `dirty` when they still have to be saved. */
    load(answers: Answers, dirty = false) {
      update({ answers, dirty });
    },
    /** Starts a sync for `owner` (a user id or 'guest'); answers of another owner are dropped. */
    begin(owner: string, sync: SyncState) {
      update(owner === state.owner ? { sync, loadFailed: false } : { ...INITIAL, owner, sync });
    },
    setSync: (sync: SyncState) => update({ sync }),
    setSave: (save: SaveState) => update({ save }),
    markSaved: (saved: Answers) => update({ save: 'saved', dirty: state.answers !== saved }),
    setLoadFailed: () => update({ loadFailed: true }),
    reset: () => update(INITIAL),
  };
}

export type CalculatorStore = ReturnType<typeof createCalculatorStore>;

/** The app's one calculator. */
export const calculatorStore = createCalculatorStore();

// Spec §4: on sign-out the local answers and saved results are reset.
session.onLogout(() => calculatorStore.reset());

export function useCalculatorState(store: CalculatorStore = calculatorStore): CalculatorLocalState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
