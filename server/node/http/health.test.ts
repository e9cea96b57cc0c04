import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../../tests/support/pgliteTemplate.js';
import { startProductionServer } from '../../../tests/security/productionServer.js';
import { startPostgres, type PostgresCluster } from '../../../tests/support/postgresCluster.js';
import { fixtureSeed } from '../../../mocks/fixtures/seed.js';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import { readConfig } from '../config.js';
import { createNodeServer } from '../createNodeServer.js';
import { openStore, type Store } from '../store/openStore.js';

describe('/healthz and /readyz', () => {
  let store: Store;
  let origin = '';
  let server: ReturnType<typeof createNodeServer>;

  beforeAll(async () => {
    store = await openStore({ kind: 'pglite', dataDir: 'memory://' }, { pgliteTemplate: await pgliteTemplate() });
    server = createNodeServer(
      readConfig({ DATABASE_URL: 'memory', AUTH_MODE: 'mock' }),
      { repos: createMemoryRepositories(fixtureSeed), readiness: store.readiness },
      () => {},
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const get = async (path: string) => {
    const response = await fetch(origin + path);
    return { status: response.status, body: await response.json(), cache: response.headers.get('cache-control') };
  };

  it('are ready when the database answers and every migration is applied', async () => {
    expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
    expect(await get('/readyz')).toEqual({ status: 200, body: { status: 'ready' }, cache: 'no-store' });
  });

  it('are not ready while a migration is missing', async () => {
    await store.db!.execute(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)' as never,
    );
    const { status, body } = await get('/readyz');
    expect(status).toBe(503);
    expect(body).toEqual({
      status: 'unavailable',
      reason: expect.stringMatching(/^migrations pending: \d+ of \d+ applied$/),
    });
  });

  it('say the process is up but not ready when the database is gone', async () => {
    await store.close();
    expect((await get('/healthz')).status).toBe(200);
    expect(await get('/readyz')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', reason: 'database unreachable' },
    });
  });
});

describe('/readyz on a PostgreSQL server that stops and starts again', () => {
  let cluster: PostgresCluster;
  let store: Store;
  let server: ReturnType<typeof createNodeServer>;
  let origin = '';
  const lines: string[] = [];

  beforeAll(async () => {
    cluster = await startPostgres();
    store = await openStore({ kind: 'postgres', url: cluster.url }, { log: (line) => lines.push(line) });
    server = createNodeServer(
      readConfig({ DATABASE_URL: 'memory', AUTH_MODE: 'mock' }),
      { repos: store.repos, readiness: store.readiness },
      (line) => lines.push(line),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await store?.close();
    await cluster?.stop();
  });

  const status = async (path: string) => {
    const response = await fetch(origin + path);
    return { status: response.status, body: await response.json() };
  };

  it('is 503 while the database is down, 200 again once it is back; /healthz stays 200', async () => {
    expect(await status('/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
    // pg_ctl -w: returns once the server has stopped, and (resume) once it accepts connections again.
    await cluster.pause();
    expect(await status('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await status('/readyz')).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'database unreachable' },
    });
    await cluster.resume();
    expect(await status('/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
    // The reason never names the host or the server's own words.
    expect(JSON.stringify(await status('/readyz'))).not.toContain('127.0.0.1');
  });
});

describe('production logs', () => {
  let server: Awaited<ReturnType<typeof startProductionServer>>;
  beforeAll(async () => {
    server = await startProductionServer();
  });
  afterAll(() => server.stop());

  const parsed = () => server.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('write one JSON line per request: id, method, path without query, operation, status, milliseconds', async () => {
    const response = await server.post(
      { query: 'query Probe { __typename }', operationName: 'Probe' },
      { 'x-request-id': 'req-0123456789' },
    );
    expect(response.headers.get('x-request-id')).toBe('req-0123456789');
    await fetch(`${server.origin}/healthz?email=jemand@example.org&token=geheim`);
    const [graphql, health] = parsed().filter((line) => line.msg === 'request');
    expect(graphql).toMatchObject({
      level: 'info',
      id: 'req-0123456789',
      method: 'POST',
      path: '/graphql',
      operation: 'Probe',
      status: expect.any(Number),
    });
    expect(health).toMatchObject({ method: 'GET', path: '/healthz', status: 200, ms: expect.any(Number) });
    expect(health.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(String(health.time))).not.toBeNaN();
  });

  it('keep no query string, address or other personal data, and replace an id that is not one', async () => {
    const response = await fetch(`${server.origin}/readyz?email=jemand@example.org`, {
      headers: { 'x-request-id': 'jemand@example.org' },
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const text = server.lines.join('\n');
    expect(text).not.toContain('jemand@example.org');
    expect(text).not.toContain('geheim');
    expect(text).not.toContain('127.0.0.1');
    for (const line of server.lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
