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
  /** Milliseconds since the epoch (tests move it); Date.now by default. */
  now?: () => number;
}

/**
 * How long a token that verified is taken at its word without checking its signature again (never past its `exp`):
 * a donor's page sends the same token with every request, and the RS256 check was the costliest step of a signed-in
 * request (issue 34). A minute, like the known-user cache (withSignUpAttributes): a key the pool withdraws stops
 * counting within it.
 */
export const VERIFIED_TOKEN_TTL_MS = 60_000;
const VERIFIED_TOKENS_MAX = 10_000;

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
export function createCognitoVerifier({
  issuer,
  clientId,
  keys,
  now = Date.now,
}: CognitoVerifierOptions): TokenVerifier {
  const getKey = keys ?? createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  // Tokens that verified, keyed by the whole token (its signature included), until when they count without a check.
  const verified = new Map<string, { identity: Identity; until: number }>();
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known && known.until > now()) return { ...known.identity, groups: [...known.identity.groups] };
      if (known) verified.delete(token);
      let payload: CognitoAccessTokenClaims;
      try {
        // requiredClaims: jose checks exp only when present; a token without one would never expire.
        ({ payload } = await jwtVerify<CognitoAccessTokenClaims>(token, getKey, {
          issuer,
          algorithms: ['RS256'],
          requiredClaims: ['exp'],
          // The same clock as the cache of verified tokens.
          currentDate: new Date(now()),
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
      // exp is required and was checked by jose: the token counts until then at the latest.
      const until = Math.min(now() + VERIFIED_TOKEN_TTL_MS, Number(payload.exp) * 1000);
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
      verified.set(token, { identity, until });
      return { ...identity, groups: [...identity.groups] };
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
