import { useCallback, useEffect, useRef } from 'react';
import type { Answers, CalculatorCatalog } from '../../../server/core/domain/calculator/catalogTypes';
import { isComplete } from '../../../server/core/domain/calculator/evaluate';
import { showToast } from '../../app/feedback/toast';
import { useSession } from '../../auth/session';
import { writeCachedAnswers } from './answersCache';
import { calculatorStore, useCalculatorState, type CalculatorStore } from './calculatorStore';
import { useUpdateCalculatorState } from './useUpdateCalculatorState';

/** Answers are saved this long after the last change: arrow keys in a radio group change the answer on each press. */
export const SAVE_DELAY_MS = 800;

/**
 * Keeps complete answers: guests in this browser (spec §4), signed-in viewers in their account. A failed save keeps
 * the answers on the page, tells the viewer in a toast and waits for a retry or the next change.
 * Returns `retrySave` for the result's "Erneut speichern" button.
 */
export function useCalculatorPersistence(
  catalog: CalculatorCatalog,
  store: CalculatorStore = calculatorStore,
): () => void {
  const state = useCalculatorState(store);
  const sessionState = useSession();
  const save = useUpdateCalculatorState(catalog);
  const userId = sessionState.status === 'signedIn' ? sessionState.userId : null;
  const failedAnswers = useRef<Answers | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const saveNow = useCallback(async () => {
    pending.current = null;
    const { answers, owner } = store.get();
    store.setSave('saving');
    try {
      await save(answers);
      if (store.get().owner === owner) store.markSaved(answers);
    } catch (error) {
      if (store.get().owner !== owner) return;
      console.warn('[CO₂-Rechner] Speichern fehlgeschlagen', error);
      failedAnswers.current = answers;
      store.setSave('failed');
      showToast({
        title: 'Dein Ergebnis konnte nicht gespeichert werden.',
        description: 'Deine Antworten bleiben hier erhalten. Bitte probiere es gleich noch einmal.',
        tone: 'error',
      });
    }
  }, [save, store]);

  // Guests: copy complete answers to this browser whenever they change.
  useEffect(() => {
    if (state.owner === 'guest' && state.sync === 'initialized' && isComplete(catalog, state.answers)) {
      writeCachedAnswers(catalog, state.answers);
    }
  }, [catalog, state.owner, state.sync, state.answers]);

  // Signed in: save changed, complete answers shortly after the last change.
  useEffect(() => {
    const canSave =
      userId !== null &&
      state.owner === userId &&
      state.sync === 'initialized' &&
      state.dirty &&
      state.save !== 'saving' &&
      state.answers !== failedAnswers.current &&
      isComplete(catalog, state.answers);
    if (!canSave) {
      pending.current = null;
      return;
    }
    const timer = setTimeout(() => void saveNow(), SAVE_DELAY_MS);
    pending.current = timer;
    // `pending` stays set: on unmount the effect below still sees the save that was due.
    return () => clearTimeout(timer);
  }, [catalog, userId, state.owner, state.sync, state.dirty, state.save, state.answers, saveNow]);

  // Leaving the page right after a change still saves it.
  useEffect(
    () => () => {
      if (pending.current !== null) void saveNow();
    },
    [saveNow],
  );

  return useCallback(() => void saveNow(), [saveNow]);
}
