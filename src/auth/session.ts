import { useSyncExternalStore } from 'react';
import type { IdentityProvider } from './identity';

/** Spec §4: signed out, or signed in with an access token. `loading` until the session has been checked. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  /** userId (the token's subject) says whose data the Relay store may hold. */
  | { status: 'signedIn'; accessToken: string; userId: string };

export interface SignOutOptions {
  /** Spec §6: sign out on every device (revokes the refresh tokens), not only in this browser. */
  global?: boolean;
}

/** How the app talks to an identity provider: Amplify/Cognito in the app, the mock adapter in dev:mock. */
export interface AuthAdapter {
  /** Restores an existing session (or reports none). */
  restore(): Promise<SessionState>;
  signOut(options?: SignOutOptions): Promise<void>;
  /** Deletes the signed-in user at the identity provider; absent where the adapter cannot (mock mode). */
  deleteUser?(): Promise<void>;
  /** The identity provider's calls for the sign-up and sign-in pages; absent where there is none (mock mode). */
  identity?(): Promise<IdentityProvider>;
}

/** Spec §4: sign-in, sign-out and user deletion each have a pending flag. */
export interface PendingFlags {
  signIn: boolean;
  signOut: boolean;
  deleteUser: boolean;
}

/** The adapter has no identity provider for this call (mock mode, or no Cognito configured). */
export class IdentityUnavailableError extends Error {
  override name = 'IdentityUnavailableError';
  constructor() {
    super('no identity provider configured');
  }
}

type Listener = () => void;

let state: SessionState = { status: 'loading' };
let pending: PendingFlags = { signIn: false, signOut: false, deleteUser: false };
/** The session could not be checked at all (the identity code did not load …): guards show their error. */
let restoreFailed = false;
let adapter: AuthAdapter | null = null;
const listeners = new Set<Listener>();
const pendingListeners = new Set<Listener>();
const logoutCallbacks = new Set<() => void>();

const sameState = (a: SessionState, b: SessionState) =>
  a.status === b.status &&
  (a.status !== 'signedIn' || (b.status === 'signedIn' && a.accessToken === b.accessToken && a.userId === b.userId));

function set(next: SessionState) {
  // Hub events and the adapter's own calls may report the same session twice: listeners (the shell reloads its
  // query) only hear about real changes.
  if (sameState(state, next)) return;
  state = next;
  for (const l of listeners) l();
}

function setPending(flag: keyof PendingFlags, value: boolean) {
  pending = { ...pending, [flag]: value };
  for (const l of pendingListeners) l();
}

/** Runs `work` with the pending flag raised; the flag drops whatever the outcome. */
async function withPending<T>(flag: keyof PendingFlags, work: () => Promise<T>): Promise<T> {
  setPending(flag, true);
  try {
    return await work();
  } finally {
    setPending(flag, false);
  }
}

function runLogoutCallbacks() {
  for (const callback of logoutCallbacks) {
    try {
      callback();
    } catch (error) {
      // One failing callback must not keep the others from cleaning up.
      console.error('[Abmelden] on-logout callback failed', error);
    }
  }
}

/** After sign-out or deletion (spec §4): token gone, then the registered callbacks clean up. */
function endSession() {
  set({ status: 'signedOut' });
  runLogoutCallbacks();
}

export const session = {
  get: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Spec §4: ready once the current user has been checked or a token exists. */
  isReady: (): boolean => state.status !== 'loading',
  /** True when checking the session failed (the account guard shows its error). */
  restoreFailed: (): boolean => restoreFailed,
  /** The token for x-access-code, or null for guests. */
  accessToken: (): string | null => (state.status === 'signedIn' ? state.accessToken : null),
  /** Whose session this is; null for guests. */
  userId: (): string | null => (state.status === 'signedIn' ? state.userId : null),
  pending: (): PendingFlags => pending,
  subscribePending(listener: Listener): () => void {
    pendingListeners.add(listener);
    return () => pendingListeners.delete(listener);
  },
  async install(next: AuthAdapter): Promise<void> {
    adapter = next;
    restoreFailed = false;
    let restored: SessionState;
    try {
      restored = await next.restore();
    } catch (error) {
      // Without a checked session nobody is signed in; account pages say „Ein Fehler ist aufgetreten“.
      console.warn('[Anmeldung] Sitzung konnte nicht geprüft werden', error);
      restoreFailed = true;
      restored = { status: 'signedOut' };
    }
    set(restored);
  },
  async signOut(options?: SignOutOptions): Promise<void> {
    await withPending('signOut', async () => {
      await adapter?.signOut(options);
    });
    endSession();
  },
  /** Deletes the identity-provider account (after the server closed it), then ends the session like a sign-out. */
  async deleteUser(): Promise<void> {
    const deleteUser = adapter?.deleteUser;
    if (!deleteUser) throw new IdentityUnavailableError();
    await withPending('deleteUser', () => deleteUser.call(adapter));
    endSession();
  },
  /** Runs a sign-in (form, auto sign-in after confirmation, relogin) with the sign-in pending flag raised. */
  trackSignIn: <T>(work: () => Promise<T>): Promise<T> => withPending('signIn', work),
  /** The identity provider's calls (loaded on demand); rejects with IdentityUnavailableError in mock mode. */
  identity(): Promise<IdentityProvider> {
    if (!adapter?.identity) return Promise.reject(new IdentityUnavailableError());
    return adapter.identity();
  },
  /** Whether sign-up and sign-in pages can work (false in mock mode). */
  hasIdentity: (): boolean => Boolean(adapter?.identity),
  /**
   * Registers work to do after every sign-out or account deletion (spec §4), e.g. resetting the calculator's
   * local answers. Returns a function that unregisters it.
   */
  onLogout(callback: () => void): () => void {
    logoutCallbacks.add(callback);
    return () => logoutCallbacks.delete(callback);
  },
  /** Runs the on-logout callbacks (adapters call it when the provider ended the session, e.g. refresh failed). */
  runLogoutCallbacks,
  /** Ends the session the provider ended by itself (refresh failed, revoked): signed out, callbacks run. */
  endSession,
  /** For adapters that learn of a new session (sign-in, token refresh). */
  set,
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function usePendingFlags(): PendingFlags {
  return useSyncExternalStore(session.subscribePending, session.pending, session.pending);
}

/** Production without a configured user pool: no sign-in, everyone is a guest. */
export const guestOnlyAdapter: AuthAdapter = {
  restore: async () => ({ status: 'signedOut' }),
  signOut: async () => {},
};
