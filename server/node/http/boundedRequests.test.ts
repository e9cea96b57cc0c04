import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import { readConfig } from '../config.js';
import { createNodeServer } from '../createNodeServer.js';
import type { LogLevel, ServerLog } from './serverLog.js';

const MB = 1024 * 1024;
const PROVIDER_TOKEN = 'provider-token-0123456789abcdef0123456789';

interface Sent {
  /** The answer's status, or null when none came. */
  status: number | null;
  /** Bytes of the body the client had handed to its socket when the answer came (or when it stopped). */
  sentBeforeAnswer: number;
  /** Whether the server closed the connection (the client saw it end or reset). */
  closed: Promise<void>;
}

/**
 * Sends a chunked body of up to `total` bytes (no Content-Length) in 64 kB pieces, each after the previous one went
 * out, and stops as soon as the server answers — or, giving up early, once `giveUpAt` bytes are out without one.
 */
function sendChunked(
  url: string,
  headers: Record<string, string>,
  { total, giveUpAt }: { total: number; giveUpAt: number },
): Promise<Sent> {
  return new Promise((resolveSent) => {
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } });
    let answer: IncomingMessage | null = null;
    let failed = false;
    let sent = 0;
    const closed = new Promise<void>((resolve) => req.once('close', () => resolve()));
    const done = () => resolveSent({ status: answer?.statusCode ?? null, sentBeforeAnswer: sent, closed });
    req.on('response', (res) => {
      answer = res;
      res.resume();
    });
    // Writing into a connection the server closed fails; that is the point.
    req.on('error', () => {
      failed = true;
    });
    const piece = Buffer.alloc(64 * 1024, 'a');
    const next = () => {
      if (answer || failed) return done();
      if (sent >= total || sent >= giveUpAt) {
        req.end();
        req.once('response', () => setImmediate(done));
        req.once('close', () => setImmediate(done));
        return;
      }
      sent += piece.length;
      // The next piece after this one went out and the loop had a turn to see an answer.
      req.write(piece, () => setImmediate(next));
    };
    next();
  });
}

describe('bounded requests: bodies stop at their limit, slow clients are closed', () => {
  let server: ReturnType<typeof createNodeServer>;
  let origin = '';
  const events: { level: LogLevel; msg: string }[] = [];
  const waiters: { match: (e: { level: LogLevel; msg: string }) => boolean; resolve: () => void }[] = [];
  const log = ((line: string) => log.event('info', line)) as ServerLog;
  log.event = (level, msg) => {
    const event = { level, msg };
    events.push(event);
    for (const waiter of waiters.filter((w) => w.match(event))) waiter.resolve();
  };
  const logged = (match: (e: { level: LogLevel; msg: string }) => boolean) =>
    events.some(match) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ match, resolve }));

  beforeAll(async () => {
    server = createNodeServer(
      readConfig({
        AUTH_MODE: 'mock',
        DATABASE_URL: 'memory',
        PROVIDER_TOKEN,
        HTTP_HEADERS_TIMEOUT_MS: '300',
        HTTP_REQUEST_TIMEOUT_MS: '600',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '2000',
      }),
      { repos: createMemoryRepositories(), mailer: { send: async () => {} } },
      log,
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sets the timeouts it was configured with (headers, whole request, keep-alive)', () => {
    expect(server.headersTimeout).toBe(300);
    expect(server.requestTimeout).toBe(600);
    expect(server.keepAliveTimeout).toBe(2000);
    const defaults = createNodeServer(readConfig({ AUTH_MODE: 'mock', DATABASE_URL: 'memory' }), {
      repos: createMemoryRepositories(),
    });
    expect([defaults.headersTimeout, defaults.requestTimeout, defaults.keepAliveTimeout]).toEqual([
      10_000, 30_000, 65_000,
    ]);
  });

  for (const [name, path, headers, limit] of [
    ['/graphql', '/graphql', { 'content-type': 'application/json' }, 100 * 1024],
    ['the Twingle webhook', '/webhooks/twingle', { 'content-type': 'application/x-www-form-urlencoded' }, 20 * 1024],
    [
      'the provider import',
      '/provider/import',
      { 'content-type': 'application/json', authorization: `Bearer ${PROVIDER_TOKEN}` },
      5 * MB,
    ],
  ] as const) {
    it(`answers a 200 MB chunked body to ${name} with 413 before 5 MB past its limit are sent, and closes`, async () => {
      const giveUpAt = limit + 5 * MB;
      const sent = await sendChunked(origin + path, headers, { total: 200 * MB, giveUpAt });
      expect(sent.status).toBe(413);
      expect(sent.sentBeforeAnswer).toBeLessThan(giveUpAt);
      // The connection ends: the rest of the body is not read.
      await sent.closed;
    });
  }

  it('cuts off a client that keeps sending after the 413: the server reads at most its limit and 512 kB more', async () => {
    const serverSocket = new Promise<Socket>((resolve) => server.once('connection', resolve));
    const req = httpRequest(`${origin}/graphql`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    req.on('error', () => {});
    req.on('response', (res) => res.resume());
    const socket = await serverSocket;
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    let gone = false;
    void closed.then(() => (gone = true));
    // An attacker ignores the answer and writes on: 20 MB, each piece after the previous one went out.
    const piece = Buffer.alloc(64 * 1024, 'a');
    for (let sent = 0; sent < 20 * MB && !gone && !req.destroyed; sent += piece.length) {
      // A write into a closed connection may never call back: the server's close ends the wait too.
      await Promise.race([new Promise<void>((resolve) => req.write(piece, () => setImmediate(resolve))), closed]);
    }
    req.end();
    await closed;
    expect(socket.bytesRead).toBeLessThan(100 * 1024 + 512 * 1024 + 2 * piece.length);
  });

  it('answers a declared Content-Length over the limit with 413 without waiting for the body', async () => {
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(200 * MB) },
      });
      req.on('response', resolve);
      req.on('error', reject);
      // Only the headers go out; the body never comes.
      req.flushHeaders();
    });
    expect(res.statusCode).toBe(413);
    res.resume();
  });

  it('says Connection: close on an answer given before the body arrived, so a keep-alive client does not reuse it', async () => {
    const agent = new Agent({ keepAlive: true });
    const post = (contentType: string) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        const req = httpRequest(`${origin}/graphql`, {
          method: 'POST',
          agent,
          headers: { 'content-type': contentType },
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res));
        });
        req.on('error', reject);
        // Headers first, the body a moment later: the server refuses before the body has arrived.
        req.flushHeaders();
        setImmediate(() => req.end('{"query":"{ greeting }"}'));
      });
    try {
      // A request without a body is answered at once and keeps its connection (load balancers' health checks).
      const health = await fetch(`${origin}/healthz`);
      expect(health.headers.get('connection')).not.toBe('close');
      for (let i = 0; i < 3; i++) {
        const refused = await post('text/plain');
        expect(refused.statusCode).toBe(415);
        expect(refused.headers.connection).toBe('close');
        expect((await post('application/json')).statusCode).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });

  const openSocket = async (first: string) => {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const startedAt = performance.now();
    socket.write(first);
    await closed;
    return { received, elapsedMs: performance.now() - startedAt };
  };

  it('closes a connection whose headers do not arrive within the headers timeout (408)', async () => {
    // Headers that never end; the client stays silent and waits for the server to close.
    const { received, elapsedMs } = await openSocket('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: 1');
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    // Configured 300 ms; the default would be 10 s (and node:http's own 60 s plus its 30 s check interval).
    expect(elapsedMs).toBeLessThan(10_000);
  });

  it('closes a request whose body does not arrive within the request timeout, and logs that at info level', async () => {
    const { elapsedMs } = await openSocket(
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":',
    );
    expect(elapsedMs).toBeLessThan(10_000);
    await logged((e) => e.msg === 'client aborted');
    expect(events.filter((e) => e.level === 'error')).toEqual([]);
  });

  it('logs a client that goes away in the middle of its body at info level, not as an error', async () => {
    const before = events.filter((e) => e.msg === 'client aborted').length;
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.on('error', () => {});
    socket.write(
      'POST /webhooks/twingle HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\namount=25',
    );
    // The server has the request once its access log or handler sees it; wait for the request to be read, then reset.
    await new Promise<void>((resolve) => server.once('request', () => setImmediate(resolve)));
    socket.resetAndDestroy();
    await logged((e) => e.msg === 'client aborted' && events.filter((x) => x.msg === 'client aborted').length > before);
    expect(events.filter((e) => e.level === 'error')).toEqual([]);
  });
});
