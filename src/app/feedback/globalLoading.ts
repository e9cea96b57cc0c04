import { useEffect, useSyncExternalStore } from 'react';
import { requestPart } from '../lazyPart';
import { DEFAULT_LOADING_MESSAGE } from './constants';
import { globalLoadingOverlayPart } from './loadingOverlayPart';

export interface GlobalLoading {
  /** How many pieces of work hold the overlay now. */
  holds: number;
  /** The newest holder's message. */
  message: string;
  /** When the newest hold began while the overlay's code was not there yet (performance.now()). */
  waitingSince?: number;
}

let state: GlobalLoading = { holds: 0, message: DEFAULT_LOADING_MESSAGE };
const listeners = new Set<() => void>();
const set = (next: GlobalLoading) => {
  state = next;
  for (const listener of listeners) listener();
};

/**
 * Holds the app's one full-screen loading overlay (rendered by <LoadingHost> in the shell) with `message` until the
 * returned release is called. It lives in the shell, not in the page that started the work, so it keeps its
 * minimum time (spec §9: 1000 ms) while the app moves on to the next page. The first hold loads the overlay's code;
 * a quick one that is over before the code has arrived is still shown (see useMinimumDuration).
 */
export function holdLoading(message = DEFAULT_LOADING_MESSAGE): () => void {
  const loaded = globalLoadingOverlayPart.get() !== undefined;
  set({ holds: state.holds + 1, message, waitingSince: loaded ? undefined : performance.now() });
  requestPart(globalLoadingOverlayPart);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    set({ ...state, holds: Math.max(0, state.holds - 1) });
  };
}

/** The overlay is held while `active` (e.g. a mutation in flight), with `message`. */
export function useLoadingWhile(active: boolean, message: string): void {
  useEffect(() => (active ? holdLoading(message) : undefined), [active, message]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

export function useGlobalLoading(): GlobalLoading {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
