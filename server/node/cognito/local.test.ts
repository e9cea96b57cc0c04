import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminConfirmSignUpCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifier } from '../createVerifier.js';
import { startLocalCognito, type LocalCognito } from './local.js';
import type { LocalMessage } from './localMessages.js';
import { ensureLocalPool, localAdminClient } from './localPool.js';

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The real cognito-local, as `npm run dev` and e2e start it: pool, client, mails, tokens the server accepts. */
describe('cognito-local for development and e2e', () => {
  let workDir = '';
  let local: LocalCognito;
  const messages: LocalMessage[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'klimahain-cognito-'));
    local = await startLocalCognito({
      port: await freePort(),
      workDir,
      code: '123456',
      onMessage: (m) => messages.push(m),
    });
  }, 30_000);

  afterAll(async () => {
    await local?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('keeps its config in the work dir, with the issuer on its own endpoint', async () => {
    const config = JSON.parse(await readFile(join(workDir, '.cognito', 'config.json'), 'utf8'));
    expect(config.TokenConfig.IssuerDomain).toBe(local.endpoint);
  });

  it('refuses to start a second one on a taken port', async () => {
    const port = Number(new URL(local.endpoint).port);
    await expect(startLocalCognito({ port, workDir })).rejects.toThrow(/Port \d+ is taken/);
  });

  it('creates the pool and the public app client once, and finds them again', async () => {
    const first = await ensureLocalPool(local.endpoint);
    expect(await ensureLocalPool(local.endpoint)).toEqual(first);
    const admin = localAdminClient(local.endpoint);
    const pool = (await admin.send(new DescribeUserPoolCommand({ UserPoolId: first.userPoolId }))).UserPool!;
    expect(pool.UsernameAttributes).toEqual(['email']);
    expect(pool.AutoVerifiedAttributes).toEqual(['email']);
    expect(pool.SchemaAttributes?.map((a) => a.Name)).toContain('custom:newsletter');
    const client = (
      await admin.send(new DescribeUserPoolClientCommand({ UserPoolId: first.userPoolId, ClientId: first.clientId }))
    ).UserPoolClient!;
    expect(client.ClientSecret).toBeUndefined();
    expect(client.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH']),
    );
    expect(client.PreventUserExistenceErrors).toBe('ENABLED');
    admin.destroy();
  });

  it('reports the sign-up mail, and the server accepts the access token and learns the new user from GetUser', async () => {
    const pool = await ensureLocalPool(local.endpoint);
    const admin = localAdminClient(local.endpoint);
    const email = 'lena.berg@example.org';
    await admin.send(
      new SignUpCommand({
        ClientId: pool.clientId,
        Username: email,
        Password: 'Baumpflanzen1',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Lena' },
          { Name: 'family_name', Value: 'Berg' },
          { Name: 'custom:newsletter', Value: '1' },
        ],
      }),
    );
    expect(messages).toContainEqual({ kind: 'signUp', email, code: '123456' });
    await admin.send(new AdminConfirmSignUpCommand({ UserPoolId: pool.userPoolId, Username: email }));
    const { AuthenticationResult: tokens } = await admin.send(
      new InitiateAuthCommand({
        ClientId: pool.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'Baumpflanzen1' },
      }),
    );
    admin.destroy();

    const verifier = createVerifier(
      { authMode: 'cognito', cognito: pool },
      { findById: async () => undefined },
      () => {},
    );
    const identity = await verifier.verify(tokens!.AccessToken!);
    expect(identity).toMatchObject({ groups: [], email, givenName: 'Lena', familyName: 'Berg' });
    expect(identity.sub).toMatch(/^[0-9a-f-]{36}$/);
    await expect(verifier.verify(tokens!.IdToken!)).rejects.toThrow(/token_use/);
  });

  it('stops by its PID', async () => {
    const { pid } = local;
    await local.stop();
    expect(alive(pid)).toBe(false);
  });
});

describe('a cognito-local whose parent died', () => {
  it('exits by itself when its parent is killed with SIGKILL', async () => {
    const { spawn } = await import('node:child_process');
    const workDir = await mkdtemp(join(tmpdir(), 'klimahain-cognito-'));
    const port = await freePort();
    // A parent that starts cognito-local, reports the child's PID and then just waits to be killed.
    const script = `import { startLocalCognito } from ${JSON.stringify(new URL('./local.ts', import.meta.url).href)};
      const local = await startLocalCognito({ port: ${port}, workDir: ${JSON.stringify(workDir)} });
      console.log('pid ' + local.pid);`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pid = await new Promise<number>((resolve) =>
      parent.stdout.on('data', (chunk: Buffer) => {
        const match = /pid (\d+)/.exec(String(chunk));
        if (match) resolve(Number(match[1]));
      }),
    );
    expect(alive(pid)).toBe(true);
    parent.kill('SIGKILL');
    await expect.poll(() => alive(pid), { timeout: 10_000 }).toBe(false);
    await rm(workDir, { recursive: true, force: true });
  }, 30_000);
});
