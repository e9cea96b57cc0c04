import { InfrastructureError } from '../../core/errors.js';
import type { TokenVerifier } from '../../core/ports.js';
import { IdentityRefusedError, type IdentityAttributes } from './getUserAttributes.js';

export interface SignUpAttributeSources {
  /** Whether the server already has a User record for this sub (then nothing is fetched). */
  hasUser(sub: string): Promise<boolean>;
  /** The identity attributes, fetched with the user's access token (Cognito GetUser). */
  fetchAttributes(accessToken: string): Promise<IdentityAttributes>;
  log?: (line: string) => void;
  /** Milliseconds since the epoch (tests move it); Date.now by default. */
  now?: () => number;
}

/** How long a sub stays known without asking the store again (a User is never created twice, only removed). */
export const KNOWN_USER_TTL_MS = 60_000;
const KNOWN_USERS_MAX = 10_000;

/**
 * Where a new sign-up's User record gets its e-mail and names. The access token carries only `sub` and groups, and
 * sign-up happens at Cognito, not here. So when a verified token names a `sub` the server has no User for, this asks
 * Cognito (GetUser with that same token) for email, given_name and family_name and puts them on the Identity; the core
 * (UserService.viewerUser via context.currentUser) then creates the User on the first request that needs it, exactly
 * as with any other Identity. Known users cost one repository lookup a minute (per server process) and no call to
 * Cognito.
 *
 * Chosen over a Cognito post-confirmation Lambda writing to our database (one more deployable and a network path
 * from AWS into the store) and over sending the ID token as well (a second header that the spec does not have).
 *
 * Cognito refusing the token (revoked by global sign-out, user deleted) rejects the request like a bad signature;
 * Cognito being unreachable does not: the viewer stays signed in without attributes, the core answers that there is
 * no account yet, and the next request tries again.
 */
export function withSignUpAttributes(verifier: TokenVerifier, sources: SignUpAttributeSources): TokenVerifier {
  const now = sources.now ?? Date.now;
  // Subs the store had a User for, until when: the request's own lookup (currentUser) follows anyway, so a known
  // donor costs no second round trip here. A User removed meanwhile is no risk: without attributes the core creates
  // none and answers that there is no account.
  const knownUntil = new Map<string, number>();
  return {
    async verify(token) {
      const identity = await verifier.verify(token);
      if ((knownUntil.get(identity.sub) ?? 0) > now()) return identity;
      // The store failing here is an outage (503), never a reason to refuse the token.
      const known = await sources.hasUser(identity.sub).catch((error: unknown) => {
        throw new InfrastructureError(`user lookup failed: ${String(error)}`, { cause: error });
      });
      if (known) {
        if (knownUntil.size >= KNOWN_USERS_MAX) knownUntil.clear();
        knownUntil.set(identity.sub, now() + KNOWN_USER_TTL_MS);
        return identity;
      }
      try {
        const { email, givenName, familyName, newsletter } = await sources.fetchAttributes(token);
        return { ...identity, email, givenName, familyName, newsletter };
      } catch (error) {
        if (error instanceof IdentityRefusedError) throw error;
        sources.log?.(`identity attributes of ${identity.sub} unavailable: ${String(error)}`);
        return identity;
      }
    },
  };
}
