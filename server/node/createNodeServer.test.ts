import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockTokenFor } from '../../mocks/auth.js';
import { USER_IDS } from '../../mocks/fixtures/users.js';
import { fixtureSeed } from '../../mocks/fixtures/seed.js';
import { createMemoryRepositories } from '../core/repositories/memory/createMemoryRepositories.js';
import { readConfig } from './config.js';
import { createNodeServer, mailQueueJobOf } from './createNodeServer.js';

describe('the Node entry (npm run dev:api)', () => {
  const lines: string[] = [];
  let url = '';
  let outbox = '';
  let server: ReturnType<typeof createNodeServer>;

  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'klimahain-outbox-'));
    server = createNodeServer(
      readConfig({ PORT: '4000', OUTBOX_DIR: outbox, AUTH_MODE: 'mock', DATABASE_URL: 'memory' }),
      // The scheduled jobs see a time before any demo result is due for its re-check: the outbox holds this test's mails.
      { repos: createMemoryRepositories(fixtureSeed), jobClock: () => new Date('2025-06-01T00:00:00.000Z') },
      (l) => lines.push(l),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(outbox, { recursive: true, force: true });
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('answers POST /graphql with the seeded data and logs method, operation, status and time', async () => {
    const token = mockTokenFor({ sub: USER_IDS.withSubscription });
    const res = await post(JSON.stringify({ query: 'query Me { user { firstName } }', operationName: 'Me' }), {
      'x-access-code': token,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { user: { firstName: 'Jonas' } } });
    expect(lines.at(-1)).toMatch(/^POST Me 200 \d+\.\dms$/);
  });

  it('answers a malformed body with 400 and logs it', async () => {
    const res = await post('{not json');
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/at .*\.(js|ts):\d+/);
    expect(lines.at(-1)).toMatch(/^POST - 400 /);
  });

  it('writes mails to the outbox and prints their links', async () => {
    const res = await post(
      JSON.stringify({
        query:
          'mutation { subscribeToNewsletter(newsletterData: {newsletterEmail: "neu@example.org", emailDoubleCheck: "neu@example.org"}) { status } }',
      }),
    );
    expect((await res.json()).data.subscribeToNewsletter.status).toBe('PENDING_CONFIRMATION');
    // Stored in the mail queue; one round of its worker has written it when this resolves.
    await mailQueueJobOf(server)!.runNow();
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(await readFile(join(outbox, files[0]), 'utf8')).toContain('To: neu@example.org');
    expect(lines.some((l) => /\n\s+http:\/\/127\.0\.0\.1:5173\/newsletter-abonniert\?token=/.test(l))).toBe(true);
  });
});
