import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockTokenFor } from '../../../mocks/auth.js';
import { freePort } from '../../../tests/support/freePort.js';
import { startPostgres, type PostgresCluster } from '../../../tests/support/postgresCluster.js';
import { httpSend } from '../../../tests/support/storeWorkload.js';
import { readConfig } from '../config.js';
import { startApi, type RunningApi } from '../startApi.js';
import { openStore, StoreUnavailableError } from './openStore.js';

const TIMEOUT = 180_000;
const GUEST_WRITE = 'mutation { createTwingleCampaignId(project: "uganda") }';

describe('a database that is not there', () => {
  it('is named in one line without its password', async () => {
    const url = `postgres://klimahain:geheim@127.0.0.1:${await freePort()}/klimahain`;
    const error = await openStore({ kind: 'postgres', url }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as Error).message).toMatch(
      /^PostgreSQL at postgres:\/\/klimahain:\*\*\*@127\.0\.0\.1:\d+\/klimahain is not reachable: ECONNREFUSED/,
    );
  });

  it(
    'ends `npm run dev:api` with exit code 1 and one German/English line, no stack trace',
    async () => {
      const env = {
        ...process.env,
        AUTH_MODE: 'mock',
        DATABASE_URL: `postgres://127.0.0.1:${await freePort()}/x`,
        PORT: String(await freePort()),
      };
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/node/main.ts'], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^Datenbank nicht verfügbar \/ database unavailable: PostgreSQL at .* is not reachable: ECONNREFUSED/,
        ),
      ]);
    },
    TIMEOUT,
  );
});

describe('PostgreSQL in production and when it goes away', () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, TIMEOUT);
  afterAll(() => cluster?.stop());

  it(
    'starts a production server empty: no demo users, donations or subscribers',
    async () => {
      const config = readConfig({
        NODE_ENV: 'production',
        DATABASE_URL: cluster.url,
        MAIL_TRANSPORT: 'smtp://127.0.0.1:2525',
        COGNITO_USER_POOL_ID: 'eu-central-1_AbC123',
        COGNITO_CLIENT_ID: 'client-1',
        TWINGLE_API_KEY: 'twingle-api-key-0123456789',
        TWINGLE_SITE_KEY: 'twingle-site-key-0123456789',
        ALLOW_EXAMPLE_OPERATOR: '1',
        PORT: String(await freePort()),
      });
      const api = await startApi(config, () => {});
      try {
        expect(await api.store.repos.users.list()).toEqual([]);
        expect(await api.store.repos.donations.listByUser('user-jonas-berger')).toEqual([]);
        expect(await api.store.repos.newsletter.findByEmail('offen@example.org')).toBeUndefined();
      } finally {
        await api.stop();
      }
    },
    TIMEOUT,
  );

  describe('a database lost during requests', () => {
    let api: RunningApi;
    const lines: string[] = [];
    beforeAll(async () => {
      const port = await freePort();
      api = await startApi(readConfig({ AUTH_MODE: 'mock', DATABASE_URL: cluster.url, PORT: String(port) }), (l) =>
        lines.push(l),
      );
    }, TIMEOUT);
    afterAll(() => api?.stop());

    it(
      'answers 503 SERVICE_UNAVAILABLE in German (signed in or not), logs the cause, and works again once the database is back',
      async () => {
        const address = api.server.address() as { port: number };
        const send = httpSend(`http://127.0.0.1:${address.port}/graphql`);
        expect((await send(GUEST_WRITE, {})).errors).toBeUndefined();

        const donor = mockTokenFor({ sub: 'outage-donor', email: 'outage@example.org', givenName: 'Ada' });
        const signedIn = () => send('{ user { firstName } }', {}, donor);
        expect((await signedIn()).data).toEqual({ user: { firstName: 'Ada' } });

        await cluster.pause();
        // Signed in during the outage: the lookup of the donor fails, the donor is not signed out (no UNAUTHENTICATED).
        const during = await signedIn();
        expect(during.status).toBe(503);
        expect(during.errors?.map((e) => e.extensions?.code)).toEqual(['SERVICE_UNAVAILABLE']);
        const lost = await send(GUEST_WRITE, {});
        expect(lost.status).toBe(503);
        expect(lost.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
          [
            'Klimahain ist gerade kurz nicht erreichbar. Bitte versuche es in einem Moment noch einmal.',
            'SERVICE_UNAVAILABLE',
          ],
        ]);
        expect(JSON.stringify(lost)).not.toMatch(/ECONNREFUSED|terminat|postgres/i);
        expect(lines.some((l) => l.startsWith('unexpected error:'))).toBe(true);

        await cluster.resume();
        const back = await send(GUEST_WRITE, {});
        expect(back.errors).toBeUndefined();
        expect(typeof back.data?.createTwingleCampaignId).toBe('string');
        expect((await signedIn()).data).toEqual({ user: { firstName: 'Ada' } });
      },
      TIMEOUT,
    );
  });
});
