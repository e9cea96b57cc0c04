import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockTokenFor } from '../../../mocks/auth.js';
import { formatTwingleDate, SANDBOX_TWINGLE_KEYS } from '../../core/domain/donations/twinglePush.js';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import type { Repositories } from '../../core/repositories/types.js';
import { readConfig } from '../config.js';
import { createNodeServer } from '../createNodeServer.js';
import type { LogLevel, ServerLog } from './serverLog.js';

const GERMAN = 'Klimahain ist gerade kurz nicht erreichbar. Bitte versuche es in einem Moment noch einmal.';

/** The repositories a signed-in page and Twingle's push use. */
const BROKEN = new Set<PropertyKey>(['users', 'donations', 'paymentIntents', 'orders', 'treeGifts', 'plots']);
const PROVIDER_TOKEN = 'provider-token-0123456789abcdef0123456789';

/** A store that is not there: each call of those fails as pg does when PostgreSQL refuses the connection. */
function unreachableStore(): Repositories {
  const repos = createMemoryRepositories();
  const refused = () =>
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  return new Proxy(repos, {
    get(target, name) {
      const repository = target[name as keyof Repositories] as unknown;
      if (!BROKEN.has(name) || !repository || typeof repository !== 'object') return repository;
      return new Proxy(repository, {
        get: (inner, method) =>
          typeof (inner as Record<PropertyKey, unknown>)[method] === 'function'
            ? refused
            : (inner as Record<PropertyKey, unknown>)[method],
      });
    },
  });
}

describe('the HTTP answers while the store is down', () => {
  let server: ReturnType<typeof createNodeServer>;
  let origin = '';
  const events: { level: LogLevel; msg: string }[] = [];
  const log = ((line: string) => log.event('info', line)) as ServerLog;
  log.event = (level, msg) => void events.push({ level, msg });

  beforeAll(async () => {
    server = createNodeServer(
      readConfig({ AUTH_MODE: 'mock', DATABASE_URL: 'memory', PROVIDER_TOKEN }),
      {
        repos: unreachableStore(),
        mailer: { send: async () => {} },
        readiness: async () => ({ ready: false, reason: 'database unreachable' }),
      },
      log,
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers a signed-in page 503 with Retry-After and the German message, never UNAUTHENTICATED', async () => {
    const res = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-access-code': mockTokenFor({ sub: 'user-jonas-berger', email: 'jonas@example.org' }),
      },
      body: JSON.stringify({ query: '{ user { firstName } }' }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors.map((e) => [e.message, e.extensions.code])).toEqual([[GERMAN, 'SERVICE_UNAVAILABLE']]);
  });

  it('answers Twingle’s push 503 with Retry-After (Twingle sends it again), not a 500', async () => {
    const push = new URLSearchParams({
      api_key: SANDBOX_TWINGLE_KEYS.apiKey,
      key: SANDBOX_TWINGLE_KEYS.siteKey,
      project_id: 'tw-klimahain',
      trx_id: 'outage-1',
      confirmed_at: formatTwingleDate(new Date(Date.now() - 60_000)),
      amount: '2500',
      currency: 'EUR',
      payment_method: 'paypal',
      donation_rhythm: 'one_time',
      campaign_id: 'intent-during-outage',
    });
    const res = await fetch(`${origin}/webhooks/twingle`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: push.toString(),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe(
      'SERVICE_UNAVAILABLE',
    );
    expect(events.some((e) => e.level === 'warn' && e.msg === 'service unavailable')).toBe(true);
    expect(events.filter((e) => e.msg === 'request failed')).toEqual([]);
  });

  it('answers the tree provider’s import 503 with Retry-After (its script sends the file again)', async () => {
    const res = await fetch(`${origin}/provider/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${PROVIDER_TOKEN}` },
      body: await readFile(new URL('../../../examples/provider-import.demo.json', import.meta.url), 'utf8'),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(((await res.json()) as { error: string }).error).toMatch(/^Klimahain ist gerade kurz nicht erreichbar/);
  });

  it('reports not ready at /readyz, as before', async () => {
    expect((await fetch(`${origin}/readyz`)).status).toBe(503);
  });
});
