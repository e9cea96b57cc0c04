import { InfrastructureError } from '../../core/errors.js';
import type { TokenVerifier } from '../../core/ports.js';
import { IdentityRefusedError, type IdentityAttributes } from './getUserAttributes.js';

export interface SignUpAttributeSources {
  /** Whether the server already has a User record for this sub (then nothing is fetched). */
  hasUser(sub: string): Promise<boolean>;
  /** The identity attributes, fetched with the user's access token (Cognito GetUser). */
  fetchAttributes(accessToken: string): Promise<IdentityAttributes>;
  log?: (line: string) => void;
}

/**
 * Where a new sign-up's User record gets its e-mail and names. The access token carries only `sub` and groups, and
 * sign-up happens at Cognito, not here. So when a verified token names a `sub` the server has no User for, this asks
 * Cognito (GetUser with that same token) for email, given_name and family_name and puts them on the Identity; the core
 * (UserService.viewerUser via context.currentUser) then creates the User on the first request that needs it, exactly
 * as with any other Identity. Known users cost one repository lookup and no call to Cognito.
 *
 * Chosen over a Cognito post-confirmation Lambda writing to our database (one more deployable and a network path
 * from AWS into the store) and over sending the ID token as well (a second header that the spec does not have).
 *
 * Cognito refusing the token (revoked by global sign-out, user deleted) rejects the request like a bad signature;
 * Cognito being unreachable does not: the viewer stays signed in without attributes, the core answers that there is
 * no account yet, and the next request tries again.
 */
export function withSignUpAttributes(verifier: TokenVerifier, sources: SignUpAttributeSources): TokenVerifier {
  return {
    async verify(token) {
      const identity = await verifier.verify(token);
      // The store failing here is an outage (503), never a reason to refuse the token.
      const known = await sources.hasUser(identity.sub).catch((error: unknown) => {
        throw new InfrastructureError(`user lookup failed: ${String(error)}`, { cause: error });
      });
      if (known) return identity;
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
