import { useSyncExternalStore } from 'react';

/** Spec §4: signed out, or signed in with an access token. `loading` until the session has been checked. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  /** userId (the token's subject) says whose data the Relay store may hold. */
  | { status: 'signedIn'; accessToken: string; userId: string };

/** How the app talks to an identity provider: Amplify/Cognito in the app, the mock adapter in dev:mock. */
export interface AuthAdapter {
  /** Restores an existing session (or reports none). */
  restore(): Promise<SessionState>;
  signOut(): Promise<void>;
}

type Listener = () => void;

let state: SessionState = { status: 'loading' };
let adapter: AuthAdapter | null = null;
const listeners = new Set<Listener>();
const logoutCallbacks = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  for (const l of listeners) l();
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

export const session = {
  get: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The token for x-access-code, or null for guests. */
  accessToken: (): string | null => (state.status === 'signedIn' ? state.accessToken : null),
  /** Whose session this is; null for guests. */
  userId: (): string | null => (state.status === 'signedIn' ? state.userId : null),
  async install(next: AuthAdapter): Promise<void> {
    adapter = next;
    set(await next.restore());
  },
  async signOut(): Promise<void> {
    await adapter?.signOut();
    set({ status: 'signedOut' });
    runLogoutCallbacks();
  },
  /**
   * Registers work to do after every sign-out or account deletion (spec §4), e.g. resetting the calculator's
   * local answers. Returns a function that unregisters it.
   */
  onLogout(callback: () => void): () => void {
    logoutCallbacks.add(callback);
    return () => logoutCallbacks.delete(callback);
  },
  /** Runs the on-logout callbacks; adapters call it after deleting the account. */
  runLogoutCallbacks,
  /** For adapters that learn of a new session (sign-in, token refresh). */
  set,
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/** Until the identity issue brings Amplify, production has no sign-in: everyone is a guest. */
export const guestOnlyAdapter: AuthAdapter = {
  restore: async () => ({ status: 'signedOut' }),
  signOut: async () => {},
};
