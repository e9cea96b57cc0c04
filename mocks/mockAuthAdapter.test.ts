import { describe, expect, it, vi } from 'vitest';
import { mockTokenVerifier } from './auth.js';
import { USER_IDS } from './fixtures/users.js';
import { createMockAuthAdapter } from './mockAuthAdapter.js';
import type { ScenarioId } from './scenarios/types.js';
import { applyScenarioParam, createScenarioStore, SCENARIO_STORAGE_KEY } from './scenarioStore.js';

/** sessionStorage stand-in. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

async function restoredSub(id: ScenarioId): Promise<string | null> {
  const state = await createMockAuthAdapter(createScenarioStore(null, id)).restore();
  if (state.status !== 'signedIn') return null;
  return (await mockTokenVerifier.verify(state.accessToken)).sub;
}

describe('mock auth adapter', () => {
  it('restores signed out for the guest', async () => {
    const state = await createMockAuthAdapter(createScenarioStore(null, 'guest')).restore();
    expect(state).toEqual({ status: 'signedOut' });
  });

  it('restores signed in, with a token the mock server accepts, as the scenario’s user', async () => {
    expect(await restoredSub('newUser')).toBe(USER_IDS.newUser);
    expect(await restoredSub('withFootprint')).toBe(USER_IDS.newUser);
    expect(await restoredSub('withSubscription')).toBe(USER_IDS.withSubscription);
  });

  it('signOut switches the stored scenario to the guest, so the next restore is signed out', async () => {
    const storage = memoryStorage({ [SCENARIO_STORAGE_KEY]: 'withSubscription' });
    const store = createScenarioStore(storage);
    const adapter = createMockAuthAdapter(store);
    expect((await adapter.restore()).status).toBe('signedIn');
    const listener = vi.fn();
    store.subscribe(listener);
    await adapter.signOut();
    expect(storage.map.get(SCENARIO_STORAGE_KEY)).toBe('guest');
    expect(listener).toHaveBeenCalledOnce();
    expect(await adapter.restore()).toEqual({ status: 'signedOut' });
  });
});

describe('scenario store', () => {
  it('takes ?scenario= and keeps it for later pages without the parameter', () => {
    const storage = memoryStorage();
    const store = createScenarioStore(storage);
    expect(applyScenarioParam('?scenario=withFootprint&x=1', store)).toBe('withFootprint');
    expect(applyScenarioParam('', createScenarioStore(storage))).toBe('withFootprint');
  });

  it('defaults to the guest and ignores an unknown or tampered value (with a warning)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(applyScenarioParam('', createScenarioStore(memoryStorage()))).toBe('guest');
    expect(createScenarioStore(memoryStorage({ [SCENARIO_STORAGE_KEY]: 'nonsense' })).get()).toBe('guest');
    const store = createScenarioStore(memoryStorage({ [SCENARIO_STORAGE_KEY]: 'newUser' }));
    expect(applyScenarioParam('?scenario=admin', store)).toBe('newUser');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unbekanntes Szenario „admin“'));
    warn.mockRestore();
  });
});
