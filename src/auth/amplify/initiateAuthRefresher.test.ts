import { describe, expect, it, vi } from 'vitest';
import { createInitiateAuthRefresher } from './initiateAuthRefresher';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: object) => `${b64({ alg: 'RS256' })}.${b64(payload)}.sig`;
const decoded = (raw: string) => ({ toString: () => raw, payload: {} });

describe('cognito-local token refresher (InitiateAuth REFRESH_TOKEN_AUTH)', () => {
  const tokens = { accessToken: decoded('old'), clockDrift: 0, username: 'sub-1', refreshToken: 'refresh-1' };

  it('asks InitiateAuth with the refresh token and keeps it when none comes back', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const access = jwt({ sub: 'sub-1', iat, exp: iat + 3600 });
    const fetchImpl = vi.fn(async () =>
      Response.json({ AuthenticationResult: { AccessToken: access, IdToken: jwt({ sub: 'sub-1', exp: iat + 3600 }) } }),
    );
    const refresh = createInitiateAuthRefresher(
      'http://127.0.0.1:9229',
      'client-1',
      fetchImpl as unknown as typeof fetch,
    );
    const result = await refresh({ tokens: tokens as never, username: 'sub-1' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:9229/');
    expect((init.headers as Record<string, string>)['x-amz-target']).toBe(
      'AWSCognitoIdentityProviderService.InitiateAuth',
    );
    expect(JSON.parse(init.body as string)).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client-1',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
    expect(result.accessToken.toString()).toBe(access);
    expect(result.refreshToken).toBe('refresh-1');
    expect(result.username).toBe('sub-1');
  });

  it("throws Cognito's code as the error name (Amplify then clears the tokens)", async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({ __type: 'NotAuthorizedException', message: 'Refresh Token has expired' }, { status: 400 }),
    );
    const refresh = createInitiateAuthRefresher(
      'http://127.0.0.1:9229/',
      'client-1',
      fetchImpl as unknown as typeof fetch,
    );
    await expect(refresh({ tokens: tokens as never, username: 'sub-1' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });
});
