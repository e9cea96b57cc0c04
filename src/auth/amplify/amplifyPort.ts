import { deleteUser, fetchAuthSession, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import type { AuthEvent, AuthPort, TokenInfo } from './authController';

const EVENTS: ReadonlySet<string> = new Set<AuthEvent>([
  'signedIn',
  'signedOut',
  'tokenRefresh',
  'tokenRefresh_failure',
]);

/** The controller's port on Amplify v6: tokens from fetchAuthSession, events from the Hub's auth channel. */
export const amplifyPort: AuthPort = {
  async currentTokens(forceRefresh) {
    const { tokens } = await fetchAuthSession({ forceRefresh });
    const access = tokens?.accessToken;
    if (!access?.payload.sub || !access.payload.exp) return null;
    const idExp = tokens?.idToken?.payload.exp ?? access.payload.exp;
    const info: TokenInfo = {
      accessToken: access.toString(),
      sub: access.payload.sub,
      expiresAt: Math.min(access.payload.exp, idExp),
    };
    return info;
  },
  signOut: ({ global = false }) => signOut({ global }),
  deleteUser: () => deleteUser(),
  listen(onEvent) {
    return Hub.listen('auth', ({ payload }) => {
      if (EVENTS.has(payload.event)) onEvent(payload.event as AuthEvent);
    });
  },
};
