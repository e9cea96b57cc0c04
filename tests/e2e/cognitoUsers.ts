import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminConfirmSignUpCommand,
  AdminDeleteUserCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { accountLink, type AccountLinkKind } from '../../server/cognito/accountLink.js';
import { localAdminClient } from '../../server/node/cognito/localPool.js';
import type { CognitoPool } from '../../server/node/cognito/pool.js';

/**
 * Helpers for identity e2e specs, against the cognito-local that tests/e2e/startServer.ts started. Every code it
 * sends is E2E_CODE, so a spec builds a mail's link itself with e2eLink (the same builder as the Lambda's).
 */
export const E2E_CODE = '123456';
/** The e2e app's port (playwright.config.ts); a second suite in the same tree runs with another E2E_PORT. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
/** cognito-local's port follows the app's (4310 → 9239), so two suites never share one. */
export const e2eCognitoPort = (appPort = E2E_PORT) => appPort + 4929;
/** Written by startServer.ts (paths from the repository root, where Playwright runs), one file per suite. */
export const E2E_STATE_DIR = '.cognito-e2e';
export const e2ePoolFile = (appPort = E2E_PORT) => join(E2E_STATE_DIR, `pool-${appPort}.json`);
/** The build the e2e server serves, one per suite, apart from the dist/ of `npm run build`. */
export const e2eDistDir = (appPort = E2E_PORT) => join('dist-e2e', String(appPort));

export function e2ePool(): Required<CognitoPool> {
  const file = e2ePoolFile();
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Required<CognitoPool>;
  } catch {
    throw new Error(`${file} is missing: run the specs through playwright.config.ts (it starts startServer.ts)`);
  }
}

export interface E2EUser {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  newsletter?: boolean;
}

/** A signed-up and confirmed user, ready to sign in (SignUp as the app does it, then AdminConfirmSignUp). */
export async function createConfirmedUser(user: E2EUser): Promise<E2EUser> {
  const pool = e2ePool();
  const client = localAdminClient(pool.endpoint);
  try {
    await client.send(
      new SignUpCommand({
        ClientId: pool.clientId,
        Username: user.email,
        Password: user.password,
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'given_name', Value: user.givenName },
          { Name: 'family_name', Value: user.familyName },
          { Name: 'custom:newsletter', Value: user.newsletter ? '1' : '0' },
        ],
        ClientMetadata: { newsletter: user.newsletter ? '1' : '0' },
      }),
    );
    await client.send(new AdminConfirmSignUpCommand({ UserPoolId: pool.userPoolId, Username: user.email }));
    return user;
  } finally {
    client.destroy();
  }
}

/** Removes a user from the pool (e.g. after a spec), ignoring one that is already gone. */
export async function deleteCognitoUser(email: string): Promise<void> {
  const pool = e2ePool();
  const client = localAdminClient(pool.endpoint);
  try {
    await client.send(new AdminDeleteUserCommand({ UserPoolId: pool.userPoolId, Username: email }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  } finally {
    client.destroy();
  }
}

/** A unique address per test, so parallel workers and retries never collide in the shared pool. */
export function uniqueEmail(label = 'e2e'): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

/** The link of a mail cognito-local "sent" in e2e, relative to Playwright's baseURL: /willkommen?code=123456&username=… */
export function e2eLink(kind: AccountLinkKind, email: string, code = E2E_CODE): string {
  return accountLink('', kind, code, email);
}
