import { describe, expect, it } from 'vitest';
import { session } from '../../auth/session';
import { calculatorStore, createCalculatorStore } from './calculatorStore';

describe('calculator store', () => {
  it('resets the answers and the sync state on sign-out (spec §4)', async () => {
    await session.install({
      restore: async () => ({ status: 'signedIn', accessToken: 't', userId: 'u1' }),
      signOut: async () => {},
    });
    calculatorStore.begin('u1', 'initialized');
    calculatorStore.answer('transport-01', 'transport-01-choice-01');
    await session.signOut();
    expect(calculatorStore.get()).toMatchObject({ answers: {}, sync: 'undefined', owner: null, dirty: false });
  });

  it('keeps an answer given while saving unsaved', () => {
    const store = createCalculatorStore();
    store.begin('u1', 'initialized');
    store.answer('transport-01', 'transport-01-choice-01');
    const sent = store.get().answers;
    store.answer('transport-01', 'transport-01-choice-02');
    store.markSaved(sent);
    expect(store.get()).toMatchObject({ save: 'saved', dirty: true });
    store.markSaved(store.get().answers);
    expect(store.get().dirty).toBe(false);
  });
});
