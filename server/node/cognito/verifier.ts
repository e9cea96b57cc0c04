import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { InfrastructureError } from '../../core/errors.js';
import { InvalidTokenError, type Identity, type TokenVerifier } from '../../core/ports.js';

export interface CognitoVerifierOptions {
  /** Expected `iss` (see cognitoIssuer). */
  issuer: string;
  /** The app client the token must have been issued to (`client_id` claim). */
  clientId: string;
  /** Signing keys; defaults to the pool's JWKS at `${issuer}/.well-known/jwks.json`, fetched once and cached by jose. */
  keys?: JWTVerifyGetKey;
}

interface CognitoAccessTokenClaims extends JWTPayload {
  token_use?: unknown;
  client_id?: unknown;
  'cognito:groups'?: unknown;
}

/**
 * Verifies the Cognito *access* token of the x-access-code header (docs/architecture.md §4): RS256 signature against the pool's
 * JWKS, issuer, expiry (jose), `token_use === 'access'` (an ID token is refused: it is meant for the client, and its
 * `aud` rather than `client_id` names the app) and `client_id` (tokens of another app client of the pool are refused).
 * A token that does not verify throws InvalidTokenError (the context: UNAUTHENTICATED); keys that could not be fetched
 * (the pool's JWKS unreachable, timed out, not 200, not a key set) throw InfrastructureError (SERVICE_UNAVAILABLE):
 * an outage at Cognito must not sign donors out.
 */
export function createCognitoVerifier({ issuer, clientId, keys }: CognitoVerifierOptions): TokenVerifier {
  const getKey = keys ?? createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return {
    async verify(token) {
      let payload: CognitoAccessTokenClaims;
      try {
        // requiredClaims: jose checks exp only when present; a token without one would never expire.
        ({ payload } = await jwtVerify<CognitoAccessTokenClaims>(token, getKey, {
          issuer,
          algorithms: ['RS256'],
          requiredClaims: ['exp'],
        }));
      } catch (error) {
        throw tokenOrKeyFailure(error);
      }
      if (payload.token_use !== 'access')
        throw new InvalidTokenError(`token_use is "${String(payload.token_use)}", not "access"`);
      if (payload.client_id !== clientId) throw new InvalidTokenError('token was issued to another app client');
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new InvalidTokenError('token has no sub');
      const groups = payload['cognito:groups'];
      const identity: Identity = {
        sub: payload.sub,
        groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
      };
      return identity;
    },
  };
}

/** jose's verdicts on the token itself; any other failure of jwtVerify is the key set not being there. */
const TOKEN_REFUSALS = new Set<string>([
  errors.JWTExpired.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
]);

function tokenOrKeyFailure(error: unknown): Error {
  const code = error instanceof errors.JOSEError ? error.code : undefined;
  if (code && TOKEN_REFUSALS.has(code))
    return new InvalidTokenError(error instanceof Error ? error.message : '', { cause: error });
  // JWKSTimeout, a JWKS answer that is not 200 or no key set (JOSEError, JWKSInvalid), fetch failing (TypeError).
  return new InfrastructureError(`the pool's signing keys are unavailable: ${String(error)}`, { cause: error });
}
