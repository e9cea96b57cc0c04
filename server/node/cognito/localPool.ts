import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEFAULT_COGNITO_REGION } from '../config.js';
import type { CognitoPool } from './pool.js';

export const LOCAL_POOL_NAME = 'klimahain-local';
export const LOCAL_CLIENT_NAME = 'klimahain-web';

/** An admin client for cognito-local: it accepts any credentials, the SDK just insists on having some. */
export function localAdminClient(endpoint: string) {
  // The SDK warns on every start that its 2027 releases need Node 22; dev tooling only, pinned version: no news.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new CognitoIdentityProviderClient({
    endpoint,
    region: DEFAULT_COGNITO_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * The user pool and app client of cognito-local, created on first use and found by name afterwards (cognito-local
 * keeps them in its data dir, so users survive a restart of `npm run dev`). Shaped like the production pool:
 * e-mail as username, verified by mail; given/family name and custom:newsletter ('1'/'0'); a public client (no
 * secret) with USER_PASSWORD_AUTH (cognito-local cannot do SRP), REFRESH_TOKEN_AUTH and SRP for parity, and
 * PreventUserExistenceErrors so answers do not reveal whether an account exists.
 */
export async function ensureLocalPool(endpoint: string): Promise<Required<CognitoPool>> {
  const client = localAdminClient(endpoint);
  try {
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((p) => p.Name === LOCAL_POOL_NAME)?.Id;
    if (!userPoolId) {
      const created = await client.send(
        new CreateUserPoolCommand({
          PoolName: LOCAL_POOL_NAME,
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          UsernameConfiguration: { CaseSensitive: false },
          Policies: {
            // The production pool's policy, which the sign-up form shows and checks (PASSWORD_POLICY).
            PasswordPolicy: {
              MinimumLength: 8,
              RequireLowercase: true,
              RequireUppercase: true,
              RequireNumbers: true,
              RequireSymbols: true,
            },
          },
          Schema: [
            { Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true },
            { Name: 'given_name', AttributeDataType: 'String', Mutable: true },
            { Name: 'family_name', AttributeDataType: 'String', Mutable: true },
            { Name: 'newsletter', AttributeDataType: 'String', Mutable: true },
          ],
        }),
      );
      userPoolId = created.UserPool!.Id!;
    }
    const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
    let clientId = clients.UserPoolClients?.find((c) => c.ClientName === LOCAL_CLIENT_NAME)?.ClientId;
    if (!clientId) {
      const created = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: LOCAL_CLIENT_NAME,
          GenerateSecret: false,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
          PreventUserExistenceErrors: 'ENABLED',
        }),
      );
      clientId = created.UserPoolClient!.ClientId!;
    }
    return { userPoolId, clientId, endpoint, region: DEFAULT_COGNITO_REGION };
  } finally {
    client.destroy();
  }
}
