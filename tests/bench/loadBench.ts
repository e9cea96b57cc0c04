/**
 * `npm run bench:load` (issue 34): throughput of Klimahain's server against a bare GraphQL Yoga answering `{ hello }`,
 * in one run on one machine, at BENCH_CONCURRENCY (50) requests at once over keep-alive connections:
 *
 * - bare Yoga, `{ hello }`;
 * - the signed-in dashboard (DashboardPageQuery by its persisted id, a cognito-local access token in x-access-code —
 *   the real JWT check against the pool's JWKS, the user lookup, every resolver, PostgreSQL);
 * - the anonymous calculator (CalculatorPageQuery).
 *
 * Each server runs in its own process (tests/bench/loadBenchServer.ts); each measurement warms up for 2 s, then counts
 * answers for BENCH_SECONDS (5). Prints req/s, p50/p99 and the ratios to bare Yoga; nothing is asserted.
 * BENCH_PROFILE=<dir> writes a CPU profile of the app server there; BENCH_ONLY=signed-in or anonymous measures that
 * one beside bare Yoga. The signed-in donor has a monthly Abo with BENCH_DONATIONS (6) instalments and two one-time
 * donations on two plots (BENCH_DONATIONS=0: a donor with a saved footprint only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  AdminConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { plots } from '../../mocks/fixtures/plots.js';
import type { DonationRecord, OrderRecord } from '../../server/core/repositories/types.js';
import { startLocalCognito } from '../../server/node/cognito/local.js';
import { ensureLocalPool, localAdminClient } from '../../server/node/cognito/localPool.js';
import { openStore } from '../../server/node/store/openStore.js';
import { PRODUCTION_ENV, persistedId } from '../security/productionServer.js';
import { freePort } from '../support/freePort.js';
import { startPostgres } from '../support/postgresCluster.js';
import { footprint } from '../support/storeWorkload.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 2;

interface Target {
  name: string;
  port: number;
  body: string;
  headers?: Record<string, string>;
  /** An answer with errors counts as a success when they match (the dashboard of a donor without a saved result). */
  expectErrors?: RegExp;
}

const reported = new Set<string>();

interface Result {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function startServer(
  mode: 'bare' | 'app',
  env: Record<string, string>,
): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  // BENCH_PROFILE=<dir>: the app server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile =
    mode === 'app' && process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'tests/bench/loadBenchServer.ts', mode], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // The app's JSON request lines go to /dev/null: written, as in production, but not kept.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`listening ${port}`)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}:\n${output}`)));
  });
  return { port, child };
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(child.pid!, 'SIGTERM');
  });

function post(agent: Agent, target: Target): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: '/graphql',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(target.body),
          ...target.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const ok = res.statusCode === 200 && (!text.includes('"errors"') || target.expectErrors?.test(text) === true);
          if (!ok && !reported.has(target.name)) {
            reported.add(target.name);
            console.error(`${target.name}: HTTP ${res.statusCode} ${text.slice(0, 300)}`);
          }
          resolve(ok);
        });
      },
    );
    req.on('error', () => resolve(false));
    req.end(target.body);
  });
}

/** CONCURRENCY loops, each sending the next request when its answer is in, for `seconds`. */
async function drive(agent: Agent, target: Target, seconds: number): Promise<Result> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        if (!(await post(agent, target))) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { perSecond: latencies.length / elapsed, p50: pct(50), p99: pct(99), failures };
}

/**
 * CPU seconds a process has used so far (Linux /proc; null elsewhere). On a machine shared with other work req/s and
 * the ratios swing with the load; CPU milliseconds per request swing far less.
 */
async function cpuSeconds(pid: number): Promise<number | null> {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of proc(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function measure(target: Target): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    await drive(agent, target, WARMUP_SECONDS);
    return await drive(agent, target, SECONDS);
  } finally {
    agent.destroy();
  }
}

/** A confirmed cognito-local user and its access token (USER_PASSWORD_AUTH, as the e2e suite signs in). */
async function signedInToken(pool: Awaited<ReturnType<typeof ensureLocalPool>>): Promise<string> {
  const client = localAdminClient(pool.endpoint);
  const email = `bench-${Date.now()}@example.org`;
  const password = 'Bench-Passwort-1!';
  try {
    await client.send(
      new SignUpCommand({
        ClientId: pool.clientId,
        Username: email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Bench' },
          { Name: 'family_name', Value: 'Spender' },
        ],
      }),
    );
    await client.send(new AdminConfirmSignUpCommand({ UserPoolId: pool.userPoolId, Username: email }));
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

/**
 * What a donor of some months has (BENCH_DONATIONS=0: nothing): a monthly Abo with BENCH_DONATIONS (6) paid instalments
 * and two one-time donations, their trees on two plots — so the dashboard reads orders, changes and plots per item.
 */
async function seedDonor(url: string, userId: string, instalments: number) {
  const store = await openStore({ kind: 'postgres', url }, { production: true, log: () => {} });
  try {
    const { repos } = store;
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
    const donation = (id: string, rhythm: 'monthly' | 'one_time', amount: number, n: number): DonationRecord => ({
      donationId: id,
      userId,
      donationType: rhythm === 'monthly' ? 'percent_100' : 'custom_one_time',
      rhythm,
      amount,
      currency: 'EUR',
      project: 'indonesia',
      donatedAt: day(n),
      confirmedAt: day(n),
      canceledAt: null,
      endRequestedAt: null,
      treeProvider: 'fairventures',
      treeUnitsRequested: amount / 5,
      paymentIntentId: `intent-${id}`,
      paymentProvider: 'TWINGLE',
      paymentProviderTransactionId: `trx-${id}`,
    });
    const donations = [
      donation(`bench-abo-${userId}`, 'monthly', 25, 0),
      donation(`bench-once-a-${userId}`, 'one_time', 50, 3),
      donation(`bench-once-b-${userId}`, 'one_time', 100, 40),
    ];
    for (const d of donations) await repos.donations.save(d);
    const orders: OrderRecord[] = donations.flatMap((d) =>
      Array.from({ length: d.rhythm === 'monthly' ? Math.max(1, instalments) : 1 }, (_, i) => ({
        treeProviderDonationId: `${d.donationId}-${i}`,
        donationId: d.donationId,
        userId,
        amount: d.amount,
        currency: 'EUR' as const,
        donatedAt: day(30 * i + 1),
        donationType: d.donationType,
        orderState: i < 2 ? ('FINISHED' as const) : ('DONATED' as const),
        plannedPlanting: null,
        project: d.project,
        treeUnits: d.treeUnitsRequested,
        accountedAt: null,
        paymentProviderTransactionId: i === 0 ? null : `trx-${d.donationId}-${i}`,
      })),
    );
    for (const o of orders) await repos.orders.save(o);
    for (const plot of plots.slice(0, 2)) await repos.plots.save(plot);
    for (const [i, o] of orders.filter((o) => o.orderState === 'FINISHED').entries())
      await repos.plots.saveAllocation({
        plotId: plots[i % 2].plotId,
        userId,
        treeProviderDonationId: o.treeProviderDonationId,
        treeCount: o.treeUnits,
      });
  } finally {
    await store.close();
  }
}

const subOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string }).sub;

const children: ChildProcess[] = [];
const cognitoDir = await mkdtemp(join(tmpdir(), 'klimahain-bench-cognito-'));
const [cluster, cognito] = await Promise.all([
  startPostgres(),
  freePort().then((port) => startLocalCognito({ port, workDir: cognitoDir })),
]);
try {
  const pool = await ensureLocalPool(cognito.endpoint);
  const token = await signedInToken(pool);
  const bare = await startServer('bare', {});
  children.push(bare.child);
  const app = await startServer('app', {
    ...PRODUCTION_ENV,
    DATABASE_URL: cluster.url,
    COGNITO_USER_POOL_ID: pool.userPoolId,
    COGNITO_CLIENT_ID: pool.clientId,
    COGNITO_REGION: pool.region,
    COGNITO_ENDPOINT: pool.endpoint,
  });
  children.push(app.child);
  // The donor has saved a footprint, so the dashboard answers without NOT_FOUND (and reads the result).
  const saved = await fetch(`http://127.0.0.1:${app.port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-code': token },
    body: JSON.stringify({
      doc_id: persistedId('useUpdateCalculatorStateMutation'),
      variables: footprint(1).variables,
    }),
  });
  if (saved.status !== 200 || (await saved.text()).includes('"errors"')) throw new Error('could not save a footprint');
  const instalments = Number(process.env.BENCH_DONATIONS ?? 6);
  if (instalments > 0) await seedDonor(cluster.url, subOf(token), instalments);

  const targets: Target[] = [
    { name: 'bare Yoga { hello }', port: bare.port, body: JSON.stringify({ query: '{ hello }' }) },
    {
      name: 'signed-in DashboardPageQuery',
      port: app.port,
      body: JSON.stringify({
        doc_id: persistedId('DashboardPageQuery'),
        operationName: 'DashboardPageQuery',
        variables: {},
      }),
      headers: { 'x-access-code': token },
    },
    {
      name: 'anonymous CalculatorPageQuery',
      port: app.port,
      body: JSON.stringify({
        doc_id: persistedId('CalculatorPageQuery'),
        operationName: 'CalculatorPageQuery',
        variables: { country: 'DE' },
      }),
    },
  ];
  // BENCH_ONLY=signed-in (or anonymous): bare Yoga and that one, e.g. for a profile of it alone.
  const only = process.env.BENCH_ONLY;
  if (only) targets.splice(1, targets.length, ...targets.slice(1).filter((t) => t.name.includes(only)));
  // Both servers run on this Node; the ratios differ between Node versions (docs/deployment.md).
  console.log(
    `Node ${process.version}, ${CONCURRENCY} requests at once, ${SECONDS} s each after ${WARMUP_SECONDS} s warm-up\n`,
  );
  const results = new Map<string, Result>();
  for (const target of targets) {
    const server = target.port === app.port ? app.child : bare.child;
    const cpuBefore = await cpuSeconds(server.pid!);
    const result = await measure(target);
    const cpuAfter = await cpuSeconds(server.pid!);
    results.set(target.name, result);
    // The warm-up's requests are in the CPU time too: per request over warm-up and measurement together.
    const requests = result.perSecond * (SECONDS + WARMUP_SECONDS);
    const cpu =
      cpuBefore === null || cpuAfter === null
        ? ''
        : `   ${(((cpuAfter - cpuBefore) * 1000) / requests).toFixed(2)} CPU ms/req`;
    console.log(
      `${target.name.padEnd(32)} ${result.perSecond.toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms${cpu}${result.failures ? `   ${result.failures} failed` : ''}`,
    );
  }
  const base = results.get(targets[0].name)!.perSecond;
  console.log('');
  for (const target of targets.slice(1))
    console.log(`${target.name.padEnd(32)} ${(results.get(target.name)!.perSecond / base).toFixed(2)}× bare Yoga`);
} finally {
  await Promise.all(children.map(stopChild));
  await cognito.stop();
  await cluster.stop();
  await rm(cognitoDir, { recursive: true, force: true });
}
