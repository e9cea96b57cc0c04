import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, test } from './appReady';
import { localAdminClient } from '../../server/node/cognito/localPool.js';
import { createConfirmedUser, e2eDistDir, e2eLink, e2ePool, uniqueEmail } from './cognitoUsers.js';

/** The identity plumbing the auth specs stand on: cognito-local, the build's pool settings and the server's verifier. */
test.describe('e2e identity infrastructure', () => {
  test('the built app was configured with the e2e pool', () => {
    const { userPoolId, clientId } = e2ePool();
    const assets = join(e2eDistDir(), 'assets');
    const bundle = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(assets, f), 'utf8'))
      .join('\n');
    expect(bundle).toContain(userPoolId);
    expect(bundle).toContain(clientId);
  });

  test("a confirmed user's access token is accepted and the server creates the User from the identity", async ({
    request,
  }) => {
    const user = await createConfirmedUser({
      email: uniqueEmail('server'),
      password: 'Baumpflanzen1',
      givenName: 'Jörg',
      familyName: 'Müller',
    });
    const pool = e2ePool();
    const client = localAdminClient(pool.endpoint);
    const auth = await client.send(
      new InitiateAuthCommand({
        ClientId: pool.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    client.destroy();
    const ask = (token: string) =>
      request.post('/graphql', {
        headers: { 'x-access-code': token },
        data: { query: '{ user { firstName lastName email } }' },
      });
    const me = await (await ask(auth.AuthenticationResult!.AccessToken!)).json();
    expect(me).toEqual({ data: { user: { firstName: 'Jörg', lastName: 'Müller', email: user.email } } });
    const withIdToken = await (await ask(auth.AuthenticationResult!.IdToken!)).json();
    expect(withIdToken.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  test('mail links are built like the Lambda builds them', () => {
    expect(e2eLink('signUp', 'a+b@example.org')).toBe('/willkommen?code=123456&username=a%2Bb%40example.org');
  });
});
