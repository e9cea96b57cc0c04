/**
 * `npm run bench:store`: createDonation, updateCalculatorState and the signed-in account query (trees + getDonations)
 * through yoga.fetch on memory, PGlite and PostgreSQL (a throwaway cluster) —
 * operations per second and latency percentiles, printed; nothing is asserted.
 * Options: BENCH_OPS (per operation and store, default 300), BENCH_CONCURRENCY (default 8).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { mockTokenFor, mockTokenVerifier } from '../../mocks/auth.js';
import { fixtureSeed } from '../../mocks/fixtures/seed.js';
import { USER_IDS } from '../../mocks/fixtures/users.js';
import { MemoryMailer, MemoryRecurringPayments } from '../../mocks/memoryPorts.js';
import { CATALOG_DE_V1 } from '../../server/core/domain/calculator/catalogDeV1.js';
import { CatalogSource } from '../../server/core/domain/calculator/catalogs.js';
import type { Repositories } from '../../server/core/repositories/types.js';
import { createKlimahainYoga } from '../../server/core/yoga.js';
import { openStore, type Store } from '../../server/node/store/openStore.js';
import { seedSql } from '../../server/node/store/seed.js';
import type { DatabaseConfig } from '../../server/node/storeConfig.js';
import { startPostgres } from '../support/postgresCluster.js';
import { ACCOUNT_QUERY, donate, saveFootprint, type Send } from '../support/storeWorkload.js';
import { mockReceiptRenderer } from '../../mocks/mockReceiptRenderer.js';

const OPS = Number(process.env.BENCH_OPS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

function yogaSend(repos: Repositories): Send {
  const yoga = createKlimahainYoga({
    typeDefs,
    verifier: mockTokenVerifier,
    repos,
    catalogs: new CatalogSource([CATALOG_DE_V1]),
    mailer: new MemoryMailer(),
    payments: new MemoryRecurringPayments(),
    receiptRenderer: mockReceiptRenderer,
    site: { appUrl: 'http://127.0.0.1:5173', teamEmail: 'team@klimahain.example' },
    clock: () => new Date(),
    newId: () => crypto.randomUUID(),
    onUnexpectedError: (error) => console.error(error),
  });
  return async (query, variables, token) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers['x-access-code'] = token;
    const res = await yoga.fetch('http://bench/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, ...(await res.json()) };
  };
}

/** Runs `op(i)` OPS times, CONCURRENCY at once; latencies in ms. */
async function measure(op: (i: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < OPS) {
        const i = next++;
        const t0 = performance.now();
        if (!(await op(i))) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { perSecond: OPS / seconds, p50: pct(50), p99: pct(99), failures };
}

async function benchStore(name: string, open: () => Promise<Store>) {
  const t0 = performance.now();
  const store = await open();
  if (store.db) await seedSql(store.db, fixtureSeed);
  const openMs = performance.now() - t0;
  const send = yogaSend(store.repos);
  const donor = mockTokenFor({
    sub: `bench-${name}`,
    email: `bench-${name}@example.org`,
    givenName: 'Bench',
    familyName: name,
  });
  const reader = mockTokenFor({ sub: USER_IDS.withDonations });
  const run = Date.now();
  const rows = {
    // Each createDonation op is two requests, as in the app: the payment intent, then the donation.
    'createDonation (+ intent)': await measure(
      async (i) => (await donate(send, donor, `bench-${name}-${run}-${i}`)) !== null,
    ),
    updateCalculatorState: await measure((i) => saveFootprint(send, donor, i)),
    'trees + getDonations': await measure(async () => {
      const answer = await send(ACCOUNT_QUERY, {}, reader);
      return !answer.errors && answer.data != null;
    }),
  };
  await store.close();
  return { name, openMs, rows };
}

const stores: [string, () => Promise<Store>][] = [
  ['memory', () => openStore({ kind: 'memory' })],
  ['PGlite', () => openStore({ kind: 'pglite', dataDir: 'memory://' } satisfies DatabaseConfig)],
];
const cluster = await startPostgres();
stores.push(['PostgreSQL', () => openStore({ kind: 'postgres', url: cluster.url })]);

console.log(`bench:store — ${OPS} operations each, ${CONCURRENCY} at once, through yoga.fetch (in process)\n`);
console.log('store       operation                    ops/s     p50 ms    p99 ms   failed');
try {
  for (const [name, open] of stores) {
    const result = await benchStore(name, open);
    for (const [op, r] of Object.entries(result.rows)) {
      console.log(
        `${name.padEnd(11)} ${op.padEnd(27)} ${r.perSecond.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(9)} ${String(r.failures).padStart(8)}`,
      );
    }
    console.log(`${name.padEnd(11)} (open + migrate + seed: ${result.openMs.toFixed(0)} ms)`);
  }
} finally {
  await cluster?.stop();
}
