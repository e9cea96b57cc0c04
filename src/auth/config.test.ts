import { describe, expect, it } from 'vitest';
import { hasStoredSession, readCognitoConfig } from './config';

describe('Cognito config from Vite env', () => {
  it('is null without pool or client (everyone is a guest)', () => {
    expect(readCognitoConfig({})).toBeNull();
    expect(
      readCognitoConfig({ VITE_COGNITO_USER_POOL_ID: 'eu-central-1_abc', VITE_COGNITO_CLIENT_ID: ' ' }),
    ).toBeNull();
  });

  it('uses SRP for real Cognito and USER_PASSWORD_AUTH with an endpoint for cognito-local', () => {
    expect(
      readCognitoConfig({ VITE_COGNITO_USER_POOL_ID: 'eu-central-1_abc', VITE_COGNITO_CLIENT_ID: 'client' }),
    ).toEqual({
      userPoolId: 'eu-central-1_abc',
      clientId: 'client',
      region: 'eu-central-1',
      endpoint: undefined,
      authFlow: 'USER_SRP_AUTH',
    });
    expect(
      readCognitoConfig({
        VITE_COGNITO_USER_POOL_ID: 'local_1',
        VITE_COGNITO_CLIENT_ID: 'c',
        VITE_COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
        VITE_COGNITO_REGION: 'eu-central-1',
        VITE_COGNITO_AUTH_FLOW: 'USER_PASSWORD_AUTH',
      }),
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9229', region: 'eu-central-1', authFlow: 'USER_PASSWORD_AUTH' });
  });

  it('sees a kept Amplify session by its LastAuthUser key', () => {
    const config = readCognitoConfig({ VITE_COGNITO_USER_POOL_ID: 'local_1', VITE_COGNITO_CLIENT_ID: 'c1' })!;
    const storage = new Map<string, string>();
    const get = { getItem: (key: string) => storage.get(key) ?? null };
    expect(hasStoredSession(config, get)).toBe(false);
    storage.set('CognitoIdentityServiceProvider.c1.LastAuthUser', 'sub-1');
    expect(hasStoredSession(config, get)).toBe(true);
    expect(
      hasStoredSession(config, {
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe(false);
  });
});
