import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Identity, TokenVerifier } from '../../core/ports.js';

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
 * Any failure throws; the context turns that into UNAUTHENTICATED.
 */
export function createCognitoVerifier({ issuer, clientId, keys }: CognitoVerifierOptions): TokenVerifier {
  const getKey = keys ?? createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return {
    async verify(token) {
      // requiredClaims: jose checks exp only when present; a token without one would never expire.
      const { payload } = await jwtVerify<CognitoAccessTokenClaims>(token, getKey, {
        issuer,
        algorithms: ['RS256'],
        requiredClaims: ['exp'],
      });
      if (payload.token_use !== 'access') throw new Error(`token_use is "${String(payload.token_use)}", not "access"`);
      if (payload.client_id !== clientId) throw new Error('token was issued to another app client');
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('token has no sub');
      const groups = payload['cognito:groups'];
      const identity: Identity = {
        sub: payload.sub,
        groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
      };
      return identity;
    },
  };
}
