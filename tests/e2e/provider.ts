import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { localAdminClient } from '../../server/node/cognito/localPool.js';
import { e2ePool } from './cognitoUsers.js';

/** The e2e server's PROVIDER_TOKEN (startServer.ts sets it): the specs play the tree provider with it. */
export const E2E_PROVIDER_TOKEN = 'e2e-provider-token-0123456789abcdef0123';

/** A Cognito access token for the user, the way the app gets one (USER_PASSWORD_AUTH against cognito-local). */
export async function accessTokenFor(email: string, password: string): Promise<string> {
  const pool = e2ePool();
  const client = localAdminClient(pool.endpoint);
  try {
    const auth = await client.send(
      new InitiateAuthCommand({
        ClientId: pool.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return auth.AuthenticationResult!.AccessToken!;
  } finally {
    client.destroy();
  }
}
