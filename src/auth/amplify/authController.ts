import { createRefreshScheduler, type RefreshScheduler } from '../refreshScheduler';
import { session as appSession, type SessionState, type SignOutOptions } from '../session';

/** What the controller needs of the identity library (Amplify in the app, a fake in tests). */
export interface TokenInfo {
  accessToken: string;
  /** The token's subject: the user id of the session. */
  sub: string;
  /** Seconds since the epoch; the earlier of access and ID token expiry. */
  expiresAt: number;
}

export type AuthEvent = 'signedIn' | 'signedOut' | 'tokenRefresh' | 'tokenRefresh_failure';

export interface AuthPort {
  /** The stored tokens (refreshed by the library when expired or when forced), or null when nobody is signed in. */
  currentTokens(forceRefresh: boolean): Promise<TokenInfo | null>;
  signOut(options: SignOutOptions): Promise<void>;
  deleteUser(): Promise<void>;
  /** The library's auth events (Amplify Hub 'auth'); returns the unsubscribe. */
  listen(onEvent: (event: AuthEvent) => void): () => void;
}

type SessionTarget = Pick<typeof appSession, 'get' | 'set' | 'endSession'>;

export interface AuthController {
  restore(): Promise<SessionState>;
  /** Reads the tokens after a sign-in and reports the session (Hub events do it too; set() drops duplicates). */
  sync(): Promise<SessionState>;
  signOut(options?: SignOutOptions): Promise<void>;
  deleteUser(): Promise<void>;
  readonly scheduler: RefreshScheduler;
  dispose(): void;
}

/**
 * The session rules of spec §4 on top of an identity library: the session comes from the stored tokens; a refresh
 * is planned from the token's expiry and planned anew on every refresh or sign-in event; sign-out clears the plan;
 * a refresh that fails ends the session (signed out, on-logout callbacks run).
 */
export function createAuthController(port: AuthPort, target: SessionTarget = appSession): AuthController {
  async function read(forceRefresh: boolean): Promise<SessionState> {
    const tokens = await port.currentTokens(forceRefresh);
    if (!tokens) {
      scheduler.clear();
      return { status: 'signedOut' };
    }
    scheduler.schedule(tokens.expiresAt);
    return { status: 'signedIn', accessToken: tokens.accessToken, userId: tokens.sub };
  }

  /** The provider ended the session by itself: only a signed-in session has something to end. */
  function ended() {
    scheduler.clear();
    if (target.get().status === 'signedIn') target.endSession();
  }

  async function refresh() {
    try {
      const next = await read(true);
      if (next.status === 'signedIn') target.set(next);
      else ended();
    } catch (error) {
      // A transient failure (offline): the old token stays until the server refuses it; try again in a minute.
      console.warn('[Anmeldung] Token konnte nicht erneuert werden', error);
      scheduler.schedule(Date.now() / 1000 + 120);
    }
  }

  const scheduler = createRefreshScheduler({ refresh: () => void refresh() });

  async function sync(): Promise<SessionState> {
    const next = await read(false);
    target.set(next);
    return next;
  }

  const stop = port.listen((event) => {
    switch (event) {
      case 'signedIn':
      case 'tokenRefresh':
        sync().catch((error: unknown) => console.warn('[Anmeldung] Sitzung konnte nicht gelesen werden', error));
        break;
      case 'signedOut':
        scheduler.clear();
        break;
      case 'tokenRefresh_failure':
        ended();
        break;
    }
  });

  return {
    restore: () => read(false),
    sync,
    async signOut(options = {}) {
      await port.signOut(options);
      scheduler.clear();
    },
    async deleteUser() {
      await port.deleteUser();
      scheduler.clear();
    },
    scheduler,
    dispose() {
      stop();
      scheduler.clear();
    },
  };
}
