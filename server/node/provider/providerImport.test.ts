import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../../mocks/fixtures/seed.js';
import { MemoryMailer } from '../../../mocks/memoryPorts.js';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import { readConfig } from '../config.js';
import { createNodeServer, mailQueueJobOf } from '../createNodeServer.js';
import { preparePgliteDir } from '../../../tests/support/pgliteTemplate.js';
import { openStore } from '../store/openStore.js';
import { seedSql } from '../store/seed.js';
import { bearerMatches } from './providerImportHandler.js';

const TOKEN = 'test-provider-token-0123456789abcdef';
const DEMO = new URL('../../../examples/provider-import.demo.json', import.meta.url);

function serve(env: Record<string, string>) {
  const repos = createMemoryRepositories(fixtureSeed);
  const mailer = new MemoryMailer();
  const lines: string[] = [];
  const server = createNodeServer(
    readConfig({ PORT: '4000', AUTH_MODE: 'mock', DATABASE_URL: 'memory', ...env }),
    // The jobs' clock before the demo donor's yearly re-check is due: the test counts the import's mails.
    { repos, mailer, jobClock: () => new Date('2025-06-01T00:00:00.000Z') },
    (l) => lines.push(l),
  );
  return { repos, mailer, lines, server };
}

describe('POST /provider/import', () => {
  const setup = serve({ PROVIDER_TOKEN: TOKEN });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => setup.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(setup.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    setup.server.closeAllConnections();
    await new Promise((resolve) => setup.server.close(resolve));
  });

  const post = (
    body: string,
    headers: Record<string, string> = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
  ) => fetch(`${base}/provider/import`, { method: 'POST', headers, body });

  it('refuses a missing or wrong token, a wrong method and a body that is not JSON, and writes nothing', async () => {
    const demo = await readFile(DEMO, 'utf8');
    const noToken = await post(demo, { 'content-type': 'application/json' });
    expect(noToken.status).toBe(401);
    expect(noToken.headers.get('www-authenticate')).toBe('Bearer');
    expect((await post(demo, { authorization: `Bearer ${TOKEN}x`, 'content-type': 'application/json' })).status).toBe(
      401,
    );
    expect((await fetch(`${base}/provider/import`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
      405,
    );
    expect((await post(demo, { authorization: `Bearer ${TOKEN}`, 'content-type': 'text/plain' })).status).toBe(415);
    const broken = await post('{"orders": [');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({
      ok: false,
      problems: [{ path: '', message: expect.stringMatching(/^Kein gültiges JSON/) }],
    });
    expect((await setup.repos.orders.findById('order-mira-donated'))?.orderState).toBe('DONATED');
  });

  it('answers a refused file with 422 and every problem, and applies a good one with 200 and the donors\u2019 mails', async () => {
    const bad = JSON.parse(await readFile(DEMO, 'utf8'));
    bad.orders[0].states = ['PLANTING_IN_PROGRESS'];
    const refused = await post(JSON.stringify(bad));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      ok: false,
      problems: [
        {
          path: 'orders[0].states[0]',
          message: expect.stringContaining(
            'Von DONATED kann die Bestellung „order-jonas-2026-11“ nicht nach PLANTING_IN_PROGRESS wechseln',
          ),
        },
      ],
    });
    const applied = await post(await readFile(DEMO, 'utf8'));
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ ok: true, transitions: 6, plots: 2, mails: { sent: 2 } });
    expect((await setup.repos.orders.findById('order-mira-donated'))?.orderState).toBe('FINISHED');
    // The import stores its mails in the queue; the queue's worker sends them (a round that sees them, not a race).
    await mailQueueJobOf(setup.server)!.runNow();
    expect(setup.mailer.sent.map((m) => m.subject)).toEqual(['Deine Bäume: Gepflanzt', 'Deine Bäume: Gepflanzt']);
    expect(setup.lines.some((l) => l.startsWith('provider import: 6 steps'))).toBe(true);
  });

  it('leaves other paths to the API', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ greeting }"}',
    });
    expect(res.status).toBe(200);
  });
});

describe('without PROVIDER_TOKEN', () => {
  it('keeps the import switched off (404), and a short token is refused at start', async () => {
    const { server } = serve({});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/provider/import`, {
      method: 'POST',
      headers: { authorization: 'Bearer ', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(404);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    expect(() => readConfig({ AUTH_MODE: 'mock', DATABASE_URL: 'memory', PROVIDER_TOKEN: 'kurz' })).toThrow(
      /at least 32 characters/,
    );
  });

  it('compares the bearer token whole', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});

describe('npm run provider:import', () => {
  function run(args: string[], env: Record<string, string> = { DATABASE_URL: 'memory' }) {
    return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'server/node/provider/providerImportCommand.ts', ...args],
        {
          env: { ...process.env, ...env, NODE_ENV: 'development' },
        },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (err += d));
      child.on('exit', (code) => resolve({ code, out, err }));
    });
  }

  it('applies the demo file with the same service and says so in German', async () => {
    const { code, out } = await run(['examples/provider-import.demo.json']);
    expect(out).toContain('Übernommen: 6 Zustandswechsel in 2 Bestellungen, 2 Flächen, 2 Zuordnungen');
    expect(out).toContain('E-Mails: 2 gespeichert');
    expect(out).toContain('verschickt wird keine');
    expect(code).toBe(0);
  }, 60_000);

  it('stores the donors’ mails for the server’s worker and sends none itself (issue 38)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'klimahain-provider-import-'));
    try {
      const dataDir = join(dir, 'pglite');
      await preparePgliteDir(dataDir);
      const before = await openStore({ kind: 'pglite', dataDir });
      await seedSql(before.db!, fixtureSeed);
      await before.close();
      const outbox = join(dir, 'outbox');
      const { code, out } = await run(['examples/provider-import.demo.json'], {
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        MAIL_TRANSPORT: '',
        OUTBOX_DIR: outbox,
      });
      expect(code).toBe(0);
      expect(out).toContain('E-Mails: 2 gespeichert');
      expect(out).toContain('der Server verschickt sie. Läuft er gerade nicht, warten sie dort bis zu seinem Start.');
      // No worker ran here: both mails wait in the queue, unclaimed, and the transport saw nothing.
      const after = await openStore({ kind: 'pglite', dataDir });
      try {
        const queued = await after.repos.mailQueue.list();
        expect(queued.map((m) => [m.attempts, m.sentAt])).toEqual([
          [0, null],
          [0, null],
        ]);
      } finally {
        await after.close();
      }
      expect(existsSync(outbox)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('lists every problem of a refused file and exits 1', async () => {
    const { code, err } = await run(['package.json']);
    expect(err).toContain('Abgelehnt, nichts übernommen');
    expect(err).toContain('name: Unbekanntes Feld');
    expect(code).toBe(1);
  }, 60_000);
});
