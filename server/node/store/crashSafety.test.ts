import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockTokenFor } from '../../../mocks/auth.js';
import { preparePgliteDir } from '../../../tests/support/pgliteTemplate.js';
import { startPostgres, type PostgresCluster } from '../../../tests/support/postgresCluster.js';
import { startServerProcess } from '../../../tests/support/serverProcess.js';
import {
  donate,
  footprint,
  httpSend,
  saveFootprint,
  STATE_QUERY,
  type Send,
} from '../../../tests/support/storeWorkload.js';

/**
 * The Node server (npm run dev:api) killed with SIGKILL while donations and calculator results are being written,
 * then started again on the same store: every write it acknowledged is there exactly once, and nothing is half
 * there (a donation without its order, a result without its answers).
 */

const START_TIMEOUT = 180_000;
const WORKERS = 4;
/** The kill comes once this many donations are acknowledged, while the workers keep writing. */
const ACKED_BEFORE_KILL = 24;

interface Api {
  child: ChildProcess;
  send: Send;
}

async function startApi(env: NodeJS.ProcessEnv): Promise<Api> {
  const { child, origin } = await startServerProcess({ ...env, AUTH_MODE: 'mock', NODE_ENV: 'development' });
  return { child, send: httpSend(`${origin}/graphql`) };
}

function kill(api: Api): Promise<void> {
  return new Promise((resolve) => {
    if (api.child.exitCode !== null || api.child.signalCode !== null) return resolve();
    api.child.once('exit', () => resolve());
    api.child.kill('SIGKILL');
  });
}

function crashSafety(storeEnv: () => NodeJS.ProcessEnv) {
  const donors = Array.from({ length: WORKERS }, (_, w) =>
    mockTokenFor({
      sub: `crash-donor-${w}`,
      email: `crash-${w}@example.org`,
      givenName: 'Crash',
      familyName: `Test ${w}`,
    }),
  );
  const acknowledged = new Map<string, string>(); // donationId → donor token
  const lastSaved = new Map<string, number>(); // donor token → last acknowledged footprint n
  // Saves sent after the last acknowledged one: any of them may have committed just before the kill, its answer lost.
  const unacknowledgedSaves = new Map<string, number[]>();

  it(
    'keeps every acknowledged write exactly once after a SIGKILL',
    async () => {
      const first = await startApi(storeEnv());
      let killed = false;
      let sequence = 0;
      const reachedKillPoint = new Promise<void>((resolve) => {
        const worker = async (token: string) => {
          while (!killed) {
            const n = ++sequence;
            unacknowledgedSaves.set(token, [...(unacknowledgedSaves.get(token) ?? []), n]);
            const saved = await saveFootprint(first.send, token, n).catch(() => false);
            if (saved && !killed) {
              lastSaved.set(token, n);
              unacknowledgedSaves.set(token, []);
            }
            const donationId = await donate(first.send, token, `crash-trx-${n}`).catch(() => null);
            if (donationId) acknowledged.set(donationId, token);
            if (acknowledged.size >= ACKED_BEFORE_KILL) resolve();
          }
        };
        for (const token of donors) void worker(token);
      });
      await reachedKillPoint;
      // Kill while the workers still have requests in flight.
      await kill(first);
      killed = true;

      const second = await startApi(storeEnv());
      try {
        for (const token of donors) {
          const { data } = await second.send(
            '{ getDonations { donationId amount orders { treeUnits orderState } } }',
            {},
            token,
          );
          const donations: {
            donationId: string;
            amount: number;
            orders: { treeUnits: number; orderState: string }[];
          }[] = data!.getDonations;
          const ids = donations.map((d) => d.donationId);
          expect(new Set(ids).size).toBe(ids.length);
          for (const [id, owner] of acknowledged) if (owner === token) expect(ids).toContain(id);
          // Whatever else is there (a write that finished as the process died) is whole: one order of 5 trees.
          for (const d of donations)
            expect(d).toMatchObject({ amount: 25, orders: [{ treeUnits: 5, orderState: 'DONATED' }] });

          const state = (await second.send(STATE_QUERY, {}, token)).data!.calculator.state;
          const possible = [lastSaved.get(token), ...(unacknowledgedSaves.get(token) ?? [])]
            .filter((n) => n !== undefined)
            .map((n) => footprint(n!).total);
          if (lastSaved.has(token)) expect(possible).toContain(state.co2EmissionTotal);
          if (state) expect(state.answers).toHaveLength(footprint(0).variables.answers.length);
        }
        expect(acknowledged.size).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
      } finally {
        await kill(second);
      }
    },
    START_TIMEOUT,
  );
}

describe('crash safety: PGlite', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'klimahain-crash-'));
    // The server's first start opens an existing, migrated store instead of running initdb (seconds of CPU).
    await preparePgliteDir(join(dataDir, 'pglite'));
  }, START_TIMEOUT);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  crashSafety(() => ({ DATABASE_URL: '', DATA_DIR: join(dataDir, 'pglite'), OUTBOX_DIR: join(dataDir, 'outbox') }));
});

describe('crash safety: PostgreSQL', () => {
  let cluster: PostgresCluster | null = null;
  let outbox = '';
  beforeAll(async () => {
    cluster = await startPostgres();
    outbox = await mkdtemp(join(tmpdir(), 'klimahain-crash-outbox-'));
  }, START_TIMEOUT);
  afterAll(async () => {
    await cluster?.stop();
    await rm(outbox, { recursive: true, force: true });
  });
  crashSafety(() => ({ DATABASE_URL: cluster!.url, OUTBOX_DIR: outbox }));
});
