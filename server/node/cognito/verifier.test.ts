import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveViewer } from '../../core/context.js';
import { InfrastructureError } from '../../core/errors.js';
import { InvalidTokenError } from '../../core/ports.js';
import { cognitoIssuer } from './pool.js';
import { createCognitoVerifier, VERIFIED_TOKEN_TTL_MS } from './verifier.js';

const POOL = { userPoolId: 'eu-central-1_Test1234', region: 'eu-central-1' };
const ISSUER = cognitoIssuer(POOL);
const CLIENT_ID = 'app-client-1';
const SUB = '8c1f7a52-1111-4a6e-9d1b-0123456789ab';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let poolKey: Key;
let strangerKey: Key;
let jwks: { keys: JWK[] };

beforeAll(async () => {
  const pool = await generateKeyPair('RS256', { extractable: true });
  poolKey = pool.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  jwks = { keys: [{ ...(await exportJWK(pool.publicKey)), kid: 'pool-key', alg: 'RS256', use: 'sig' }] };
});

/** A token shaped like Cognito's access token; `claims` and `options` override one thing at a time. */
function sign(claims: JWTPayload = {}, options: { key?: Key; expiresIn?: string | number | null; kid?: string } = {}) {
  const jwt = new SignJWT({
    token_use: 'access',
    client_id: CLIENT_ID,
    scope: 'aws.cognito.signin.user.admin',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'pool-key' })
    .setSubject(SUB)
    .setIssuer((claims.iss as string | undefined) ?? ISSUER)
    .setIssuedAt();
  if (options.expiresIn !== null) jwt.setExpirationTime(options.expiresIn ?? '1h');
  return jwt.sign(options.key ?? poolKey);
}

const verifier = () => createCognitoVerifier({ issuer: ISSUER, clientId: CLIENT_ID, keys: createLocalJWKSet(jwks) });

describe('the Cognito access-token verifier', () => {
  it('accepts a valid access token and keys the viewer by sub, with the Cognito groups', async () => {
    const identity = await verifier().verify(await sign({ 'cognito:groups': ['admin'] }));
    expect(identity).toEqual({ sub: SUB, groups: ['admin'] });
  });

  it('gives a token without groups no groups', async () => {
    expect((await verifier().verify(await sign())).groups).toEqual([]);
  });

  it('checks a token that verified once a minute at most, and never past its exp (issue 34)', async () => {
    const local = createLocalJWKSet(jwks);
    let keyLookups = 0;
    let now = Date.now();
    const cached = createCognitoVerifier({
      issuer: ISSUER,
      clientId: CLIENT_ID,
      keys: (...args) => (keyLookups++, local(...args)),
      now: () => now,
    });
    const token = await sign({ 'cognito:groups': ['admin'] }, { expiresIn: Math.floor(now / 1000) + 90 });
    expect(await cached.verify(token)).toEqual({ sub: SUB, groups: ['admin'] });
    const again = await cached.verify(token);
    expect(again).toEqual({ sub: SUB, groups: ['admin'] });
    expect(keyLookups).toBe(1);
    // A caller changing its identity does not change the next request's.
    again.groups.push('intruder');
    expect((await cached.verify(token)).groups).toEqual(['admin']);
    // Another token (here: the same one altered) is checked in full, and refused.
    const [header, payload, signature] = token.split('.');
    await expect(cached.verify(`${header}.${payload}x.${signature}`)).rejects.toBeInstanceOf(InvalidTokenError);
    now += VERIFIED_TOKEN_TTL_MS + 1;
    await cached.verify(token);
    expect(keyLookups).toBe(3);
    // Past its exp (90 s after it was signed) the full check refuses it again, however recently it verified.
    now += 30_000;
    await expect(cached.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses an expired token', async () => {
    const expired = await sign({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    await expect(verifier().verify(expired)).rejects.toThrow(/exp/);
  });

  it('refuses a pool-signed token without an exp claim (it would never expire)', async () => {
    await expect(verifier().verify(await sign({}, { expiresIn: null }))).rejects.toThrow(/"exp" claim/);
  });

  it('refuses a token signed with another key under the pool key id (forged signature)', async () => {
    await expect(verifier().verify(await sign({}, { key: strangerKey }))).rejects.toThrow(/signature/);
  });

  it('refuses a token whose payload was altered after signing', async () => {
    const [header, payload, signature] = (await sign()).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['admin'] })).toString('base64url');
    await expect(verifier().verify(`${header}.${altered}.${signature}`)).rejects.toThrow(/signature/);
  });

  it('refuses a token of another issuer (another pool or region)', async () => {
    const other = cognitoIssuer({ ...POOL, region: 'us-east-1' });
    await expect(verifier().verify(await sign({ iss: other }))).rejects.toThrow(/iss/);
  });

  it('refuses an ID token in place of the access token', async () => {
    const idToken = await sign({ token_use: 'id', client_id: undefined, aud: CLIENT_ID, email: 'lena@example.org' });
    await expect(verifier().verify(idToken)).rejects.toThrow(/token_use/);
  });

  it('refuses an access token issued to another app client of the pool', async () => {
    await expect(verifier().verify(await sign({ client_id: 'other-client' }))).rejects.toThrow(/app client/);
  });

  it('refuses garbage and unsigned tokens', async () => {
    await expect(verifier().verify('not-a-jwt')).rejects.toThrow();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: SUB, iss: ISSUER, token_use: 'access', client_id: CLIENT_ID }),
    ).toString('base64url')}.`;
    await expect(verifier().verify(unsigned)).rejects.toThrow();
  });

  it('makes the request UNAUTHENTICATED through the context, while no header stays a guest', async () => {
    const request = (token?: string) =>
      new Request('http://x/graphql', { headers: token ? { 'x-access-code': token } : {} });
    expect(await resolveViewer(request(), verifier())).toBeNull();
    const error = await resolveViewer(request(await sign({ client_id: 'other' })), verifier()).catch((e) => e);
    expect(error.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('the verifier with the pool JWKS over HTTP', () => {
  let server: Server;
  let issuer = '';
  const requested: string[] = [];

  beforeAll(async () => {
    // Stands in for cognito-local / Cognito: the JWKS is served under the issuer, as both do.
    server = createServer((req, res) => {
      requested.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(jwks));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = cognitoIssuer({ ...POOL, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('fetches the keys from <issuer>/.well-known/jwks.json and verifies with them', async () => {
    const remote = createCognitoVerifier({ issuer, clientId: CLIENT_ID });
    expect((await remote.verify(await sign({ iss: issuer }))).sub).toBe(SUB);
    await expect(remote.verify(await sign({ iss: issuer }, { key: strangerKey }))).rejects.toThrow(/signature/);
    expect(requested).toContain(`/${POOL.userPoolId}/.well-known/jwks.json`);
  });
});

describe('the verifier when the pool keys cannot be fetched', () => {
  const request = (token: string) => new Request('http://x/graphql', { headers: { 'x-access-code': token } });

  /** A JWKS endpoint that answers as `answer` says; closed, nothing listens on its port. */
  async function keyServer(answer: (res: import('node:http').ServerResponse) => void) {
    const server = createServer((_req, res) => answer(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { issuer: cognitoIssuer({ ...POOL, endpoint }), close: () => new Promise((r) => server.close(r)) };
  }

  it('is an outage (SERVICE_UNAVAILABLE), not a bad token, when nothing answers at the JWKS address', async () => {
    const { issuer, close } = await keyServer((res) => res.end());
    await close();
    const remote = createCognitoVerifier({ issuer, clientId: CLIENT_ID });
    const token = await sign({ iss: issuer });
    await expect(remote.verify(token)).rejects.toBeInstanceOf(InfrastructureError);
    const error = await resolveViewer(request(token), remote).catch((e) => e);
    expect(error.extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.extensions.http).toEqual({ status: 503, headers: { 'Retry-After': '5' } });
  });

  it('is an outage when the JWKS answers 500 or something that is no key set', async () => {
    for (const answer of [
      (res: import('node:http').ServerResponse) => {
        res.statusCode = 500;
        res.end('{"message":"internal"}');
      },
      (res: import('node:http').ServerResponse) => res.end('<html>maintenance</html>'),
    ]) {
      const { issuer, close } = await keyServer(answer);
      try {
        const remote = createCognitoVerifier({ issuer, clientId: CLIENT_ID });
        const error = await resolveViewer(request(await sign({ iss: issuer })), remote).catch((e) => e);
        expect(error.extensions.code).toBe('SERVICE_UNAVAILABLE');
      } finally {
        await close();
      }
    }
  });

  it('still refuses bad tokens as bad tokens (InvalidTokenError → UNAUTHENTICATED)', async () => {
    for (const token of [
      await sign({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      await sign({}, { key: strangerKey }),
      await sign({}, { kid: 'unknown-key' }),
      await sign({ client_id: 'other' }),
      'not-a-jwt',
    ]) {
      await expect(verifier().verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
      expect((await resolveViewer(request(token), verifier()).catch((e) => e)).extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('cognitoIssuer', () => {
  it('is the regional Cognito URL for a real pool and the endpoint for cognito-local', () => {
    expect(cognitoIssuer(POOL)).toBe('https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_Test1234');
    expect(cognitoIssuer({ ...POOL, userPoolId: 'local_abc', endpoint: 'http://127.0.0.1:9229/' })).toBe(
      'http://127.0.0.1:9229/local_abc',
    );
  });
});
