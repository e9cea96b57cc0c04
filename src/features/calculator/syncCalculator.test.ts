import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_DE_V1 as catalog } from '../../../server/core/domain/calculator/catalogDeV1';
import type { Answers } from '../../../server/core/domain/calculator/catalogTypes';
import { toAnswerList } from './answerList';
import { cacheKey, writeCachedAnswers } from './answersCache';
import { createCalculatorStore, type SyncState } from './calculatorStore';
import {
  syncGuest,
  syncSignedIn,
  UnexpectedNotFoundError,
  type SavedCalculator,
  type SyncDeps,
} from './syncCalculator';
import { VEGAN_ANSWERS } from './sampleAnswers';

const mixed: Answers = {
  ...VEGAN_ANSWERS,
  'diet-01': 'diet-01-choice-03',
  'diet-02': 'diet-02-choice-01',
  'diet-03': 'diet-03-choice-01',
  'diet-04': 'diet-04-choice-01',
};
const found = (answers: Answers, version = 1): SavedCalculator => ({
  kind: 'found',
  version,
  answers: toAnswerList(catalog, answers),
});
const notFound: SavedCalculator = { kind: 'notFound' };

function setup(fetchResults: (SavedCalculator | Error)[], save: SyncDeps['save'] = async () => {}) {
  const store = createCalculatorStore();
  const syncStates: SyncState[] = [];
  store.subscribe(() => {
    const { sync } = store.get();
    if (syncStates.at(-1) !== sync) syncStates.push(sync);
  });
  const fetchSaved = vi.fn(async () => {
    const next = fetchResults.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  const deps = { catalog, store, fetchSaved, save: vi.fn(save), report: vi.fn() };
  return { deps, store, syncStates };
}

describe('syncSignedIn (spec §4)', () => {
  afterEach(() => localStorage.clear());

  it('replaces the local answers with the saved ones of the same catalog version', async () => {
    const { deps, store, syncStates } = setup([found(mixed)]);
    await syncSignedIn(deps, 'user-1');
    expect(syncStates).toEqual(['querying', 'initialized']);
    expect(store.get().answers).toEqual(mixed);
    expect(store.get().dirty).toBe(false);
    expect(deps.save).not.toHaveBeenCalled();
  });

  it('keeps the local answers when the saved result has another catalog version', async () => {
    const { deps, store } = setup([found(mixed, 0)]);
    store.begin('user-1', 'undefined');
    store.answer('transport-01', 'transport-01-choice-02');
    await syncSignedIn(deps, 'user-1');
    expect(store.get().answers).toEqual({ 'transport-01': 'transport-01-choice-02' });
    expect(store.get().sync).toBe('initialized');
  });

  it('on NOT_FOUND without a cached copy it is initialized and saves nothing', async () => {
    const { deps, store, syncStates } = setup([notFound]);
    await syncSignedIn(deps, 'user-1');
    expect(syncStates).toEqual(['querying', 'initialized']);
    expect(store.get().answers).toEqual({});
    expect(deps.save).not.toHaveBeenCalled();
    expect(deps.report).not.toHaveBeenCalled();
  });

  it('on NOT_FOUND with a cached copy it restores, deletes the cache, saves and queries again', async () => {
    writeCachedAnswers(catalog, VEGAN_ANSWERS);
    const { deps, store, syncStates } = setup([notFound, found(VEGAN_ANSWERS)]);
    await syncSignedIn(deps, 'user-1');
    expect(syncStates).toEqual(['querying', 'restoredFromCache', 'initialized']);
    expect(deps.save).toHaveBeenCalledWith(VEGAN_ANSWERS);
    expect(localStorage.getItem(cacheKey(catalog))).toBeNull();
    expect(deps.fetchSaved).toHaveBeenCalledTimes(2);
    expect(store.get()).toMatchObject({ answers: VEGAN_ANSWERS, dirty: false, save: 'saved' });
    expect(deps.report).not.toHaveBeenCalled();
  });

  it('reports NOT_FOUND after restoring as unexpected', async () => {
    writeCachedAnswers(catalog, VEGAN_ANSWERS);
    const { deps } = setup([notFound, notFound]);
    await syncSignedIn(deps, 'user-1');
    expect(deps.report).toHaveBeenCalledWith(expect.any(UnexpectedNotFoundError));
  });

  it('puts restored answers back into the browser when saving them fails', async () => {
    writeCachedAnswers(catalog, VEGAN_ANSWERS);
    const failure = new Error('offline');
    const { deps, store } = setup([notFound], async () => {
      throw failure;
    });
    await syncSignedIn(deps, 'user-1');
    expect(deps.report).toHaveBeenCalledWith(failure);
    expect(store.get()).toMatchObject({ answers: VEGAN_ANSWERS, dirty: true, save: 'failed', sync: 'initialized' });
    expect(localStorage.getItem(cacheKey(catalog))).not.toBeNull();
  });

  it('reports any other error and still lets the viewer calculate', async () => {
    const failure = new Error('Unexpected error.');
    const { deps, store } = setup([failure]);
    await syncSignedIn(deps, 'user-1');
    expect(deps.report).toHaveBeenCalledWith(failure);
    expect(store.get()).toMatchObject({ sync: 'initialized', loadFailed: true });
  });

  it('drops the answers of the previous owner', async () => {
    const { deps, store } = setup([notFound]);
    store.begin('guest', 'initialized');
    store.answer('transport-01', 'transport-01-choice-01');
    await syncSignedIn(deps, 'user-1');
    expect(store.get().answers).toEqual({});
  });

  it('stops touching the store when the viewer signs out meanwhile', async () => {
    let resolve!: (s: SavedCalculator) => void;
    const { deps, store } = setup([]);
    deps.fetchSaved.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    const sync = syncSignedIn(deps, 'user-1');
    store.reset();
    resolve(found(mixed));
    await sync;
    expect(store.get()).toMatchObject({ answers: {}, sync: 'undefined', owner: null });
  });
});

describe('syncGuest (spec §4)', () => {
  afterEach(() => localStorage.clear());

  it('is initialized with the answers this browser kept', () => {
    writeCachedAnswers(catalog, VEGAN_ANSWERS);
    const store = createCalculatorStore();
    syncGuest(catalog, store);
    expect(store.get()).toMatchObject({ sync: 'initialized', owner: 'guest', answers: VEGAN_ANSWERS });
  });

  it('keeps answers given in this visit over the cache', () => {
    writeCachedAnswers(catalog, VEGAN_ANSWERS);
    const store = createCalculatorStore();
    syncGuest(catalog, store);
    store.answer('diet-01', 'diet-01-choice-03');
    syncGuest(catalog, store);
    expect(store.get().answers['diet-01']).toBe('diet-01-choice-03');
  });
});
