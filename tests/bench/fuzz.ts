/**
 * `npm run bench:fuzz`: the Node server started as in production (NODE_ENV=production, PostgreSQL, SMTP, STATIC_DIR)
 * gets ≥ 10 000 malformed or hostile requests over loopback, 16 at a time; prints 5xx count (must be 0), crashes (0),
 * worst latency, unmasked messages (0: stack traces, parser or driver text, schema hints) and RSS before/after.
 * Options: FUZZ_REQUESTS (default 10 000), FUZZ_CONCURRENCY (default 16). Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BUILD_INFO_FILE } from '../../server/node/builtApp.js';
import { freePort } from '../support/freePort.js';
import { startPostgres } from '../support/postgresCluster.js';
import { startSmtpSink } from '../support/smtpSink.js';

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 16);
/** What no answer may contain: stack frames, file paths, parser/driver wording, schema hints. */
const UNMASKED =
  /\bat \S+ \(|\.(ts|js|mjs):\d+|node_modules|\/work\/|Unexpected token|in JSON at position|ECONN|duplicate key|relation "|Did you mean|__schema|originalError|"stack"/;

const persisted = JSON.parse(readFileSync(new URL('../../persisted_queries.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
const ids = Object.keys(persisted);

interface Shot {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** A small deterministic PRNG: the same run sends the same requests. */
let seed = 20261123;
const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const junk = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(rand() * 256)));
const json = (value: unknown) => JSON.stringify(value);

const hostileValues: unknown[] = [
  null,
  0,
  -1,
  2 ** 31,
  1e308,
  -1e308,
  '',
  ' ',
  'x'.repeat(50_000),
  '\u0000',
  '\r\nBcc: x@evil.example',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{{7*7}}',
  '../../etc/passwd',
  [],
  [[[[[]]]]],
  {},
  { __proto__: { admin: true } },
  true,
  '2026-02-30T10:00:00Z',
  'NaN',
];
const deepObject = (depth: number): unknown => (depth === 0 ? 'x' : { a: deepObject(depth - 1) });
function hostileVariables(): Record<string, unknown> {
  const names = [
    'newsletterData',
    'contactData',
    'donation',
    'frontendError',
    'country',
    'user',
    'answers',
    'token',
    'project',
    'at',
  ];
  const variables: Record<string, unknown> = {};
  for (let i = 0; i < 1 + Math.floor(rand() * 3); i++) {
    variables[pick(names)] =
      rand() < 0.1
        ? deepObject(200)
        : rand() < 0.5
          ? pick(hostileValues)
          : {
              newsletterEmail: pick(hostileValues),
              emailDoubleCheck: pick(hostileValues),
              message: pick(hostileValues),
            };
  }
  return variables;
}

const generators: (() => Shot)[] = [
  // Paths that cannot be decoded, traversal, NUL, very long.
  () => ({
    method: 'GET',
    path: pick([
      '/%',
      '/assets/%zz.js',
      '/%E0%A4%A',
      '/..%2f..%2fetc%2fpasswd',
      '/%00',
      '/assets/../../package.json',
      '/graphql%',
      `/${'a'.repeat(4000)}`,
      '/assets/index.js.map',
      '/%C0%AE%C0%AE/',
    ]),
  }),
  // Methods nobody should use.
  () => ({
    method: pick(['PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'GET', 'HEAD']),
    path: pick(['/graphql', '/', '/assets/x.js', '/impressum']),
    headers: { origin: 'https://evil.example' },
  }),
  // Cross-site form posts and other content types.
  () => ({
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': pick([
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/graphql',
        '',
      ]),
    },
    body: 'query=mutation%7BdeleteUser%7Bid%7D%7D',
  }),
  // Broken JSON, random bytes, oversized bodies.
  () => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: pick([
      () => '{"query": "{ greeting }"',
      () => junk(200 + Math.floor(rand() * 2000)),
      () => '['.repeat(5000),
      () => `{"query":"${'x'.repeat(150_000)}"}`,
      () => '""',
      () => 'null',
    ])(),
  }),
  // Query text in production (refused), deep and wide shapes.
  () => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: json({
      query: pick([
        '{ __schema { types { name } } }',
        `{ ${'user { '.repeat(3000)}id${' }'.repeat(3000)} }`,
        `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: greeting`).join(' ')} }`,
        '{ curentCalculatorModel(country: "DE") { version } }',
        'mutation { dropUser { donationId } }',
      ]),
    }),
  }),
  // Persisted ids that do not exist, or real ones with hostile variables and tokens.
  () => ({
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(rand() < 0.3
        ? { 'x-access-code': pick(['abc', 'a.b.c', 'eyJ.eyJ.sig', '', 'Bearer x', junk(40).toString('base64')]) }
        : {}),
    },
    body: json({
      doc_id: rand() < 0.2 ? junk(32).toString('hex') : pick(ids),
      variables: hostileVariables(),
      operationName: rand() < 0.5 ? undefined : pick(['x', '', '__proto__']),
    }),
  }),
  // A flood of sign-ups for one address (rate limited after a few).
  () => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: json({
      doc_id: ids.find((id) => persisted[id].startsWith('mutation SubscribeNewsletterMutation')),
      variables: { newsletterData: { newsletterEmail: 'flut@example.org', emailDoubleCheck: 'flut@example.org' } },
    }),
  }),
];

function send(port: number, shot: Shot): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: shot.method, path: shot.path, headers: shot.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', () => resolve({ status: 0, text: '', ms: performance.now() - started }));
      },
    );
    // A connection the server closes on a refused body counts as answered (status 0), not as a crash.
    req.on('error', () => resolve({ status: 0, text: '', ms: performance.now() - started }));
    req.end(shot.body);
  });
}

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

// Production requires PostgreSQL; without a server binary this stops with the command that installs it.
const cluster = await startPostgres();
const sink = await startSmtpSink();
const dist = await mkdtemp(join(tmpdir(), 'klimahain-fuzz-'));
await mkdir(join(dist, 'assets'));
await writeFile(join(dist, 'index.html'), '<!doctype html><html lang="de"><title>Klimahain</title>');
await writeFile(join(dist, 'assets', 'index.js'), 'console.log(1)');
await writeFile(join(dist, 'assets', 'index.js.map'), '{"sources":["src/secret.ts"]}');
// As a build with Twingle's widget URLs records it (production refuses one that embeds the sandbox).
await mkdir(join(dist, '.vite'));
await writeFile(join(dist, BUILD_INFO_FILE), JSON.stringify({ twingleSandboxProjects: [] }));
const port = await freePort();
const child = spawn(process.execPath, ['--import', 'tsx', 'server/node/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: cluster.url,
    MAIL_TRANSPORT: sink.url,
    COGNITO_USER_POOL_ID: 'eu-central-1_Fuzz0000',
    COGNITO_CLIENT_ID: 'fuzz-client',
    APP_URL: 'https://klimahain.example',
    TWINGLE_API_KEY: 'twingle-api-key-0123456789',
    TWINGLE_SITE_KEY: 'twingle-site-key-0123456789',
    ALLOW_EXAMPLE_OPERATOR: '1',
    STATIC_DIR: dist,
    PORT: String(port),
    HOST: '127.0.0.1',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let exitedDuringRun = false;
let serverOutput = '';
child.stdout.on('data', (c: Buffer) => (serverOutput = (serverOutput + c.toString()).slice(-20_000)));
child.stderr.on('data', (c: Buffer) => (serverOutput = (serverOutput + c.toString()).slice(-20_000)));
await new Promise<void>((resolve, reject) => {
  child.stdout.on('data', () => serverOutput.includes('Klimahain API on') && resolve());
  child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${serverOutput}`)));
});
child.once('exit', () => (exitedDuringRun = true));

const rssBefore = rssOf(child.pid!);
const statuses = new Map<number, number>();
let worst = 0;
let unmasked = 0;
let firstUnmasked = '';
let sent = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (sent < TOTAL && !exitedDuringRun) {
      sent++;
      const answer = await send(port, pick(generators)());
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      worst = Math.max(worst, answer.ms);
      if (UNMASKED.test(answer.text)) {
        unmasked++;
        firstUnmasked ||= answer.text.slice(0, 300);
      }
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const rssAfter = exitedDuringRun ? 0 : rssOf(child.pid!);
const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);

console.log(
  `bench:fuzz — ${sent} hostile requests, ${CONCURRENCY} at once, against NODE_ENV=production on PostgreSQL (${seconds.toFixed(1)} s)`,
);
console.log(
  `  statuses:          ${[...statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, c]) => `${s === 0 ? 'closed' : s}×${c}`)
    .join('  ')}`,
);
console.log(`  5xx:               ${fiveHundreds}`);
console.log(`  crashes:           ${exitedDuringRun ? 1 : 0}`);
console.log(`  worst latency:     ${worst.toFixed(0)} ms`);
console.log(`  unmasked messages: ${unmasked}${firstUnmasked ? `  (first: ${firstUnmasked})` : ''}`);
console.log(`  RSS:               ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after`);
console.log(`  opt-in mails sent: ${sink.mails.length} (a flood of sign-ups for one address)`);

child.kill('SIGTERM');
await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
await sink.close();
await cluster.stop();
await rm(dist, { recursive: true, force: true });
