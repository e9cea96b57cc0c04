import { describe, expect, it } from 'vitest';
import { envLines, serverCognitoEnv, viteCognitoEnv } from './identityEnv.js';

const LOCAL = { userPoolId: 'local_abc', clientId: 'c1', region: 'eu-central-1', endpoint: 'http://127.0.0.1:9229' };
const REAL = { userPoolId: 'eu-central-1_Xyz', clientId: 'c2', region: 'eu-central-1' };

describe('handing the pool to app and server', () => {
  it('gives the app cognito-local with the password flow', () => {
    expect(viteCognitoEnv(LOCAL)).toEqual({
      VITE_COGNITO_USER_POOL_ID: 'local_abc',
      VITE_COGNITO_CLIENT_ID: 'c1',
      VITE_COGNITO_REGION: 'eu-central-1',
      VITE_COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
      VITE_COGNITO_AUTH_FLOW: 'USER_PASSWORD_AUTH',
    });
  });

  it('gives the app real Cognito with SRP and no endpoint', () => {
    expect(viteCognitoEnv(REAL)).toMatchObject({ VITE_COGNITO_ENDPOINT: '', VITE_COGNITO_AUTH_FLOW: 'USER_SRP_AUTH' });
  });

  it('gives the server the same pool, with the endpoint only for cognito-local', () => {
    expect(serverCognitoEnv(LOCAL)).toEqual({
      AUTH_MODE: 'cognito',
      COGNITO_USER_POOL_ID: 'local_abc',
      COGNITO_CLIENT_ID: 'c1',
      COGNITO_REGION: 'eu-central-1',
      COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
    });
    expect(serverCognitoEnv(REAL)).not.toHaveProperty('COGNITO_ENDPOINT');
    expect(envLines({ A: '1', B: 'x' })).toEqual(['A=1', 'B=x']);
  });
});
