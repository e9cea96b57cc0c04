import { unauthenticated } from '../../core/errors.js';
import type { IdentityDirectory } from '../../core/ports.js';
import { getUserAttributes, IdentityRefusedError } from './getUserAttributes.js';
import type { CognitoPool } from './pool.js';

/**
 * The caller's verified e-mail from Cognito `GetUser` with their own access token (real Cognito and cognito-local
 * alike). Only an address with email_verified = true counts: right after an e-mail change, before the code is
 * confirmed, Cognito may already hold the new, unverified address.
 */
export function cognitoIdentityDirectory(
  pool: Pick<CognitoPool, 'region' | 'endpoint'>,
  fetchImpl: typeof fetch = fetch,
): IdentityDirectory {
  return {
    async verifiedEmail(accessToken) {
      try {
        const { email, emailVerified } = await getUserAttributes(pool, accessToken, fetchImpl);
        return email && emailVerified ? email : null;
      } catch (error) {
        if (error instanceof IdentityRefusedError)
          throw unauthenticated('Deine Anmeldung ist abgelaufen oder ungültig. Bitte melde dich erneut an.');
        throw error;
      }
    },
  };
}
