import { DEFAULT_SCENARIO_ID, isScenarioId } from './scenarios/list.js';
import type { ScenarioId } from './scenarios/types.js';

export const SCENARIO_STORAGE_KEY = 'klimahain.mock.scenario';
export const SCENARIO_PARAM = 'scenario';

/** Which scenario is active. In dev:mock it lives in sessionStorage, so it survives navigation and reloads. */
export interface ScenarioStore {
  get(): ScenarioId;
  set(id: ScenarioId): void;
  subscribe(listener: () => void): () => void;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A store over `storage` (sessionStorage in the browser), or in memory when there is none (stories, tests). */
export function createScenarioStore(
  storage: KeyValueStorage | null = null,
  initial: ScenarioId = DEFAULT_SCENARIO_ID,
): ScenarioStore {
  let memory: ScenarioId = initial;
  const listeners = new Set<() => void>();
  return {
    get() {
      const stored = storage?.getItem(SCENARIO_STORAGE_KEY);
      return storage ? (isScenarioId(stored) ? stored : DEFAULT_SCENARIO_ID) : memory;
    },
    set(id) {
      memory = id;
      storage?.setItem(SCENARIO_STORAGE_KEY, id);
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Applies `?scenario=` (if present and known) to the store and returns the active scenario. An unknown value is
 * reported and ignored, so a typo never silently shows another world.
 */
export function applyScenarioParam(search: string, store: ScenarioStore): ScenarioId {
  const requested = new URLSearchParams(search).get(SCENARIO_PARAM);
  if (requested !== null) {
    if (isScenarioId(requested)) store.set(requested);
    else console.warn(`[Mock-Modus] Unbekanntes Szenario „${requested}“ – es bleibt „${store.get()}“.`);
  }
  return store.get();
}
