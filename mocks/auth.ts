import type { Identity, IdentityDirectory, TokenVerifier } from '../server/core/ports.js';

/**
 * The mock auth adapter: a "token" is the identity itself, base64url-encoded behind a prefix. Only dev:mock,
 * Storybook, tests and `AUTH_MODE=mock npm run dev:api` accept it; production never does.
 */
export const MOCK_TOKEN_PREFIX = 'mock-token.';

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (b64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(b64.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

export function mockTokenFor(identity: Partial<Identity> & { sub: string }): string {
  return MOCK_TOKEN_PREFIX + toBase64Url(JSON.stringify({ groups: [], ...identity }));
}

export const mockTokenVerifier: TokenVerifier = {
  async verify(token) {
    if (!token.startsWith(MOCK_TOKEN_PREFIX)) throw new Error('not a mock token');
    const claims = JSON.parse(fromBase64Url(token.slice(MOCK_TOKEN_PREFIX.length))) as Partial<Identity>;
    if (typeof claims.sub !== 'string' || claims.sub === '' || !Array.isArray(claims.groups)) {
      throw new Error('malformed mock token');
    }
    return claims as Identity;
  },
};

/**
 * The identity provider's view of a mock user: a mock token is the identity, so its `email` counts as verified (no
 * mail is confirmed in mock mode). Tests change a user's e-mail by signing in with a token that names the new one.
 */
export const mockIdentityDirectory: IdentityDirectory = {
  async verifiedEmail(token) {
    const identity = await mockTokenVerifier.verify(token);
    return identity.email ?? null;
  },
};
