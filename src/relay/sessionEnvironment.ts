import type { Environment } from 'relay-runtime';

/**
 * The session's Relay environment without loading Relay with the page: environment.ts (relay-runtime) registers its
 * getEnvironment here when it is loaded, by whatever needs Relay first (a route loader, a lazy part, the shell's
 * query for a signed-in viewer). Until then nothing of relay-runtime is in the page.
 */
let source: (() => Environment) | undefined;
let loading: Promise<unknown> | undefined;
let failure: { error: unknown } | undefined;
const listeners = new Set<() => void>();

/** Called once by environment.ts as it loads. */
export function registerEnvironmentSource(getEnvironment: () => Environment): void {
  source = getEnvironment;
  for (const listener of listeners) listener();
}

/** Whether Relay is loaded (environment.ts has registered). */
export const isRelayLoaded = (): boolean => source !== undefined;

export function subscribeRelayLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads environment.ts (and so relay-runtime) if it is not yet loaded. */
export function loadRelay(): Promise<unknown> {
  if (source) return Promise.resolve();
  loading ??= import('./environment').catch((error: unknown) => {
    loading = undefined;
    failure = { error };
    throw error;
  });
  return loading;
}

/**
 * The session's environment (getEnvironment: a new one per session owner). Read during render by Relay's hooks
 * through RelayScope: while Relay's code is still on its way this suspends (throws the loading promise) like any
 * Relay hook waiting for data; a chunk that failed to load throws its error once (the next read tries again).
 */
export function readSessionEnvironment(): Environment {
  if (source) return source();
  if (failure) {
    const { error } = failure;
    failure = undefined;
    throw error;
  }
  throw loadRelay().catch(() => {});
}
