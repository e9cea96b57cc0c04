import { describe, expect, it } from 'vitest';
import { resolveViewer } from '../../core/context.js';
import { InfrastructureError } from '../../core/errors.js';
import type { Identity, TokenVerifier } from '../../core/ports.js';
import { getUserAttributes, IdentityRefusedError } from './getUserAttributes.js';
import { KNOWN_USER_TTL_MS, withSignUpAttributes } from './withSignUpAttributes.js';

const verified: TokenVerifier = { verify: async (token) => ({ sub: `sub-of-${token}`, groups: [] }) };

describe('attributes for a new sign-up', () => {
  const attributes = {
    email: 'lena@example.org',
    emailVerified: true,
    givenName: 'Lena',
    familyName: 'Berg',
    newsletter: true,
  };

  it('asks Cognito for e-mail, names and the newsletter choice when the server has no User for the sub yet', async () => {
    const asked: string[] = [];
    const verifier = withSignUpAttributes(verified, {
      hasUser: async () => false,
      fetchAttributes: async (token) => (asked.push(token), attributes),
    });
    const identity: Identity = await verifier.verify('t1');
    expect(identity).toEqual({
      sub: 'sub-of-t1',
      groups: [],
      email: 'lena@example.org',
      givenName: 'Lena',
      familyName: 'Berg',
      newsletter: true,
    });
    expect(asked).toEqual(['t1']);
  });

  it('does not call Cognito for a known user', async () => {
    const verifier = withSignUpAttributes(verified, {
      hasUser: async (sub) => sub === 'sub-of-t1',
      fetchAttributes: async () => {
        throw new Error('must not be called');
      },
    });
    expect(await verifier.verify('t1')).toEqual({ sub: 'sub-of-t1', groups: [] });
  });

  it('asks the store about a known user once a minute, not on every request (the request looks the User up anyway)', async () => {
    let now = 1_000_000;
    const asked: string[] = [];
    const verifier = withSignUpAttributes(verified, {
      hasUser: async (sub) => {
        asked.push(sub);
        return sub === 'sub-of-t1';
      },
      fetchAttributes: async () => ({ emailVerified: true, newsletter: false, email: 'neu@example.org' }),
      now: () => now,
    });
    await verifier.verify('t1');
    await verifier.verify('t1');
    now += KNOWN_USER_TTL_MS - 1;
    await verifier.verify('t1');
    expect(asked).toEqual(['sub-of-t1']);
    now += 2;
    await verifier.verify('t1');
    expect(asked).toEqual(['sub-of-t1', 'sub-of-t1']);
    // A sub without a User is asked about (and its attributes fetched) every time, until the User exists.
    expect((await verifier.verify('t2')).email).toBe('neu@example.org');
    expect((await verifier.verify('t2')).email).toBe('neu@example.org');
    expect(asked.filter((sub) => sub === 'sub-of-t2')).toHaveLength(2);
  });

  it('rejects the token when Cognito refuses it (revoked, user deleted)', async () => {
    const verifier = withSignUpAttributes(verified, {
      hasUser: async () => false,
      fetchAttributes: async () => {
        throw new IdentityRefusedError('Access Token has been revoked');
      },
    });
    await expect(verifier.verify('t1')).rejects.toThrow(/revoked/);
  });

  it('keeps the viewer signed in without attributes when Cognito is unreachable, and says so in the log', async () => {
    const lines: string[] = [];
    const verifier = withSignUpAttributes(verified, {
      hasUser: async () => false,
      fetchAttributes: async () => {
        throw new TypeError('fetch failed');
      },
      log: (l) => lines.push(l),
    });
    expect(await verifier.verify('t1')).toEqual({ sub: 'sub-of-t1', groups: [] });
    expect(lines).toEqual(['identity attributes of sub-of-t1 unavailable: TypeError: fetch failed']);
  });

  it('is an outage (InfrastructureError), never a refusal, when the user lookup in the store fails', async () => {
    const verifier = withSignUpAttributes(verified, {
      hasUser: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
      fetchAttributes: async () => ({ emailVerified: false, newsletter: false }),
    });
    const error = await verifier.verify('t1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InfrastructureError);
    const viaContext = await resolveViewer(
      new Request('http://x/graphql', { headers: { 'x-access-code': 't1' } }),
      verifier,
    ).catch((e) => e);
    expect(viaContext.extensions.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('does not ask Cognito when the token itself does not verify', async () => {
    let asked = false;
    const verifier = withSignUpAttributes(
      { verify: async () => Promise.reject(new Error('bad signature')) },
      { hasUser: async () => false, fetchAttributes: async () => ((asked = true), attributes) },
    );
    await expect(verifier.verify('t1')).rejects.toThrow(/bad signature/);
    expect(asked).toBe(false);
  });
});

describe('Cognito GetUser over fetch', () => {
  const answer = (status: number, body: unknown) => async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init! });
    return new Response(JSON.stringify(body), { status });
  };
  let calls: { url: string; init: RequestInit }[] = [];

  it('posts the access token to the regional endpoint and maps the attributes', async () => {
    calls = [];
    const fetchImpl = answer(200, {
      Username: 'sub-1',
      UserAttributes: [
        { Name: 'sub', Value: 'sub-1' },
        { Name: 'email', Value: 'lena@example.org' },
        { Name: 'given_name', Value: 'Lena' },
        { Name: 'family_name', Value: 'Berg' },
        { Name: 'custom:newsletter', Value: '1' },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
    const attrs = await getUserAttributes({ region: 'eu-central-1' }, 'tok', fetchImpl as typeof fetch);
    expect(attrs).toEqual({
      email: 'lena@example.org',
      emailVerified: true,
      givenName: 'Lena',
      familyName: 'Berg',
      newsletter: true,
    });
    expect(calls[0].url).toBe('https://cognito-idp.eu-central-1.amazonaws.com/');
    expect(new Headers(calls[0].init.headers).get('x-amz-target')).toBe('AWSCognitoIdentityProviderService.GetUser');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ AccessToken: 'tok' });
  });

  it('calls cognito-local at its endpoint; newsletter is off unless "1"', async () => {
    calls = [];
    const fetchImpl = answer(200, { UserAttributes: [{ Name: 'custom:newsletter', Value: '0' }] });
    const attrs = await getUserAttributes(
      { region: 'eu-central-1', endpoint: 'http://127.0.0.1:9229' },
      't',
      fetchImpl as typeof fetch,
    );
    expect(attrs.newsletter).toBe(false);
    expect(calls[0].url).toBe('http://127.0.0.1:9229/');
  });

  it('calls Cognito failing or unreachable an outage (InfrastructureError), not a refusal', async () => {
    const unreachable = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    for (const fetchImpl of [unreachable, answer(500, { __type: 'InternalErrorException' }) as typeof fetch]) {
      const error = await getUserAttributes({ region: 'eu-central-1' }, 't', fetchImpl).catch((e) => e);
      expect(error).toBeInstanceOf(InfrastructureError);
    }
  });

  it('turns NotAuthorizedException into a refusal and other failures into plain errors', async () => {
    const refused = answer(400, { __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
    await expect(getUserAttributes({ region: 'eu-central-1' }, 't', refused as typeof fetch)).rejects.toBeInstanceOf(
      IdentityRefusedError,
    );
    const broken = answer(500, { __type: 'InternalErrorException' });
    const error = await getUserAttributes({ region: 'eu-central-1' }, 't', broken as typeof fetch).catch((e) => e);
    expect(error).not.toBeInstanceOf(IdentityRefusedError);
    expect(error.message).toMatch(/500 InternalErrorException/);
  });
});
