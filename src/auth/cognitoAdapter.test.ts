import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCognitoAdapter } from './cognitoAdapter';
import type { CognitoConfig } from './config';

const restore = vi.fn(async () => ({ status: 'signedIn', accessToken: 't', userId: 'sub-1' }) as const);
const startAmplifyAuth = vi.fn(() => ({
  controller: { restore, signOut: vi.fn(), deleteUser: vi.fn() },
  identity: { name: 'identity' },
}));
vi.mock('./amplify/startAmplifyAuth', () => ({ startAmplifyAuth }));

const config: CognitoConfig = {
  userPoolId: 'local_1',
  clientId: 'client-1',
  region: 'eu-central-1',
  authFlow: 'USER_PASSWORD_AUTH',
  endpoint: 'http://127.0.0.1:9229',
};
const KEY = 'CognitoIdentityServiceProvider.client-1.LastAuthUser';

describe('Cognito adapter (Amplify loaded on demand)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('does not load Amplify for a guest: no kept session, signed out at once', async () => {
    await expect(createCognitoAdapter(config).restore()).resolves.toEqual({ status: 'signedOut' });
    expect(startAmplifyAuth).not.toHaveBeenCalled();
  });

  it('loads Amplify once when a session is kept, and for the identity calls of the sign-in pages', async () => {
    localStorage.setItem(KEY, 'sub-1');
    const adapter = createCognitoAdapter(config);
    await expect(adapter.restore()).resolves.toEqual({ status: 'signedIn', accessToken: 't', userId: 'sub-1' });
    await expect(adapter.identity!()).resolves.toEqual({ name: 'identity' });
    expect(startAmplifyAuth).toHaveBeenCalledOnce();
    expect(startAmplifyAuth).toHaveBeenCalledWith(config);
  });
});
