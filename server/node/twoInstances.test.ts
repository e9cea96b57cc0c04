/**
 * Horizontal scale (issue 25): two production server processes on one PostgreSQL, started at the same moment, with
 * nothing in front of them. Migrations run once, a Twingle push delivered to both makes one donation, one address
 * signed up at both makes one subscriber and one mail, rate limits count the attempts of both (one after the other and
 * all at once), both serve the same resized picture from one shared image cache, and both outlive a PostgreSQL restart.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCTION_ENV, persistedId } from '../../tests/security/productionServer.js';
import { startPostgres, type PostgresCluster } from '../../tests/support/postgresCluster.js';
import { startServerProcess, type ServerProcess } from '../../tests/support/serverProcess.js';
import { startSmtpSink, type SmtpSink } from '../../tests/support/smtpSink.js';
import { formatTwingleDate } from '../core/domain/donations/twinglePush.js';
import { openStore, type Store } from './store/openStore.js';

const START_TIMEOUT = 180_000;

type Instance = ServerProcess;

const startInstance = (env: Record<string, string>) => startServerProcess({ ...PRODUCTION_ENV, ...env });

const stop = (instance: Instance | undefined) =>
  new Promise<void>((resolve) => {
    if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) return resolve();
    instance.child.once('exit', () => resolve());
    instance.child.kill('SIGTERM');
  });

describe('two production instances on one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let sink: SmtpSink;
  let imageCache = '';
  let a: Instance;
  let b: Instance;
  let store: Store;

  beforeAll(async () => {
    [cluster, sink, imageCache] = await Promise.all([
      startPostgres(),
      startSmtpSink(),
      mkdtemp(join(tmpdir(), 'klimahain-two-images-')),
    ]);
    // TRUST_PROXY: each request below may name its own client address, so the per-address limits are the ones tested.
    const env = { DATABASE_URL: cluster.url, MAIL_TRANSPORT: sink.url, IMAGE_CACHE_DIR: imageCache, TRUST_PROXY: '1' };
    // Both at once on an empty database: each would migrate it; the advisory lock lets one do it.
    const started = await Promise.allSettled([startInstance(env), startInstance(env)]);
    // Whichever started is stopped in afterAll, also when the other failed.
    [a, b] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined!));
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    store = await openStore({ kind: 'postgres', url: cluster.url });
  }, START_TIMEOUT);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await store?.close();
    await Promise.all([cluster?.stop(), sink?.close(), rm(imageCache, { recursive: true, force: true })]);
  });

  const graphql = (
    instance: Instance,
    operation: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${instance.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ doc_id: persistedId(operation), variables }),
    });
  let client = 0;
  const subscribe = (instance: Instance, email: string) =>
    graphql(
      instance,
      'SubscribeNewsletterMutation',
      { newsletterData: { newsletterEmail: email, emailDoubleCheck: email } },
      // A new visitor each time: the per-IP limit (10 an hour) stays out of the way.
      { 'x-forwarded-for': `198.51.100.${++client}` },
    );

  it('applied every migration exactly once, and both are ready', async () => {
    const { rows } = (await store.db!.execute('select hash from drizzle.__drizzle_migrations' as never)) as unknown as {
      rows: { hash: string }[];
    };
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
    for (const instance of [a, b]) expect((await fetch(`${instance.origin}/readyz`)).status).toBe(200);
  });

  it('makes one donation of a Twingle push that reaches both at once', async () => {
    const intent = (await (await graphql(a, 'useCreatePaymentIntentMutation', { project: 'uganda' })).json()) as {
      data: { createTwingleCampaignId: string };
    };
    const push = new URLSearchParams({
      api_key: PRODUCTION_ENV.TWINGLE_API_KEY,
      key: PRODUCTION_ENV.TWINGLE_SITE_KEY,
      project_id: 'tw-klimahain',
      trx_id: 'two-instances-1',
      confirmed_at: formatTwingleDate(new Date(Date.now() - 60_000)),
      amount: '2500',
      currency: 'EUR',
      payment_method: 'paypal',
      donation_rhythm: 'one_time',
      campaign_id: intent.data.createTwingleCampaignId,
    }).toString();
    const send = (instance: Instance) =>
      fetch(`${instance.origin}/webhooks/twingle`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: push,
      });
    const answers = await Promise.all([send(a), send(b), send(a), send(b)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const donation = await store.repos.donations.findByPaymentTransaction('TWINGLE', 'two-instances-1');
    expect(donation?.amount).toBe(25);
    const orders = await store.repos.orders.listByDonation(donation!.donationId);
    expect(orders).toHaveLength(1);
  });

  /**
   * The mails to `address` once the instances' mail queue (issue 34 §1) has sent every one of them: the state in the
   * store, not a time. Each mail is sent after its request succeeded.
   */
  const mailsSentTo = async (address: string) => {
    await vi.waitFor(
      async () => {
        const queued = (await store.repos.mailQueue.list()).filter((mail) => mail.to === address);
        expect(queued.length).toBeGreaterThan(0);
        expect(queued.every((mail) => mail.sentAt !== null)).toBe(true);
      },
      { timeout: 30_000, interval: 50 },
    );
    return sink.mails.filter((mail) => mail.to.includes(address));
  };

  it('signs one address up once, with one mail, when it arrives at both at once', async () => {
    const answers = await Promise.all([subscribe(a, 'zwei@example.org'), subscribe(b, 'zwei@example.org')]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const subscriber = await store.repos.newsletter.findByEmail('zwei@example.org');
    expect(subscriber?.email).toBe('zwei@example.org');
    expect(await mailsSentTo('zwei@example.org')).toHaveLength(1);
  });

  it('counts the newsletter limit per address across both instances', async () => {
    const statuses: number[] = [];
    // Three sign-ups of one address an hour, however they are spread over the instances.
    for (const instance of [a, b, a, b]) statuses.push((await subscribe(instance, 'limit@example.org')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('lets exactly three of six simultaneous sign-ups of one address through, however they are spread', async () => {
    const answers = await Promise.all([a, b, a, b, a, b].map((instance) => subscribe(instance, 'ansturm@example.org')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(await mailsSentTo('ansturm@example.org')).toHaveLength(1);
  });

  it('serves one picture from the shared cache to both', async () => {
    const url = '/_image?url=%2Fimages%2Fprojects%2Findonesia-cycle-pflanzung.png&w=640&q=75';
    const [fromA, fromB] = await Promise.all([fetch(a.origin + url), fetch(b.origin + url)]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(Buffer.from(await fromA.arrayBuffer()).equals(Buffer.from(await fromB.arrayBuffer()))).toBe(true);
    const files = await readdir(imageCache, { recursive: true });
    expect(files.filter((f) => String(f).endsWith('.tmp'))).toEqual([]);
    expect(files.filter((f) => /\.(jpg|webp)$/.test(String(f)))).toHaveLength(1);
  });

  it('keeps both running while PostgreSQL is away: not ready, still alive, ready again once it is back', async () => {
    const probe = async (instance: Instance, path: string) => (await fetch(instance.origin + path)).status;
    // pg_ctl -w: pause returns once the server has stopped, resume once it accepts connections again.
    await cluster.pause();
    for (const instance of [a, b]) {
      expect(await probe(instance, '/healthz')).toBe(200);
      expect(await probe(instance, '/readyz')).toBe(503);
    }
    await cluster.resume();
    for (const instance of [a, b]) {
      expect(await probe(instance, '/readyz')).toBe(200);
      expect(instance.child.exitCode).toBeNull();
    }
    expect((await subscribe(b, 'zurueck@example.org')).status).toBe(200);
  });

  it('wrote only JSON lines, from both processes', () => {
    for (const instance of [a, b]) {
      const lines = instance.output().trim().split('\n');
      expect(lines.length).toBeGreaterThan(5);
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
      expect(instance.output()).not.toContain('@example.org');
    }
  });
});
