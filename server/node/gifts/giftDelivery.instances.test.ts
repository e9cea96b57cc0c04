/**
 * Gifts on their day (issue 26 §1) across restarts and instances: two Node servers on one PostgreSQL, each with its
 * own pool and mailer, their job clock moved ahead by code (no setting can move it in production). A gift for tomorrow
 * is not sent today; tomorrow it is sent exactly once, whichever instance starts, runs or restarts.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryMailer, MemoryRecurringPayments } from '../../../mocks/memoryPorts.js';
import { parseDonationPush } from '../../core/domain/donations/twinglePush.js';
import { createTwinglePushService } from '../../core/domain/donations/twinglePushService.js';
import { TreeGiftService } from '../../core/domain/gifts/service.js';
import { startPostgres, type PostgresCluster } from '../../../tests/support/postgresCluster.js';
import { readConfig } from '../config.js';
import { createNodeServer, giftDeliveryJobOf, mailQueueJobOf } from '../createNodeServer.js';
import { openStore, type Store } from '../store/openStore.js';

const TODAY = new Date('2026-11-25T11:00:00.000Z');
const TOMORROW = new Date('2026-11-26T06:00:00.000Z');
const GIVER = 'user-gift-giver';

describe('gift delivery: restart and two instances on one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let stores: Store[] = [];
  const running: Server[] = [];
  const mailers: MemoryMailer[] = [];

  beforeAll(async () => {
    cluster = await startPostgres();
    stores = [await openStore({ kind: 'postgres', url: cluster.url })];
    stores.push(await openStore({ kind: 'postgres', url: cluster.url }));
    const repos = stores[0].repos;
    await repos.users.save({
      id: GIVER,
      email: 'giver@example.org',
      firstName: 'Greta',
      lastName: 'Gäbler',
      createdAt: TODAY,
      address: null,
      birthdate: null,
      companyName: null,
      salutation: null,
      profileCompletionSuppressedAt: null,
      closedAt: null,
    });
    const intent = {
      id: 'intent-instances',
      userId: GIVER,
      project: 'indonesia' as const,
      createdAt: TODAY,
      usedByDonationId: null,
      donationType: 'custom_one_time' as const,
      amount: 15,
    };
    await repos.paymentIntents.save(intent);
    await new TreeGiftService(
      repos,
      () => TODAY,
      () => 'gift-instances',
    ).createForIntent(intent, {
      recipientName: 'Ömer',
      recipientEmail: 'oemer@example.org',
      message: 'Für dich',
      deliverOn: '2026-11-26',
    });
    await createTwinglePushService(repos, {
      clock: () => TODAY,
      newId: () => crypto.randomUUID(),
      payments: new MemoryRecurringPayments(),
      acceptTestDonations: true,
    }).record(
      parseDonationPush({
        project_id: 'p',
        trx_id: 'trx-instances',
        confirmed_at: '20261125115500',
        amount: '1500',
        currency: 'EUR',
        payment_method: 'paypal',
        donation_rhythm: 'one_time',
        campaign_id: 'intent-instances',
      }),
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.all(running.map(stopServer));
    for (const store of stores) await store.close();
    await cluster?.stop();
  });

  /** One server process's worth: its own store connection and mailer, the job clock at `at`; resolves after its start run. */
  async function start(store: Store, at: Date): Promise<Server> {
    const mailer = new MemoryMailer();
    mailers.push(mailer);
    const server = createNodeServer(
      readConfig({ AUTH_MODE: 'mock', DATABASE_URL: 'memory' }),
      { repos: store.repos, mailer, jobClock: () => at },
      () => {},
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    running.push(server);
    await giftDeliveryJobOf(server)!.ran;
    return server;
  }
  /**
   * The gift's mail goes into the durable mail queue; each instance's queue worker sends what it claims. A round on
   * every running server that starts after the delivery's commit has sent it (stop 37's CI read the mailers before).
   */
  async function giftMails() {
    await Promise.all(running.filter((s) => s.listening).map((s) => mailQueueJobOf(s)!.runNow()));
    return mailers.flatMap((m) => m.sent).filter((m) => m.to === 'oemer@example.org');
  }

  it('sends nothing today, then once tomorrow across a restart and two instances', async () => {
    const today = await start(stores[0], TODAY);
    expect(await giftDeliveryJobOf(today)!.runNow()).toEqual([]);
    expect(await giftMails()).toEqual([]);
    await stopServer(today);

    // Restarted with tomorrow's clock, beside a second instance starting at the same moment.
    const [a, b] = await Promise.all([start(stores[0], TOMORROW), start(stores[1], TOMORROW)]);
    await Promise.all([giftDeliveryJobOf(a)!.runNow(), giftDeliveryJobOf(b)!.runNow()]);
    const sent = await giftMails();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Greta Gäbler schenkt dir 3 Bäume auf Borneo (Indonesien)');
    expect(sent[0].attachments?.[0].content.subarray(0, 4)).toEqual(new TextEncoder().encode('%PDF'));

    // And again after a restart of both.
    await Promise.all([stopServer(a), stopServer(b)]);
    await Promise.all([start(stores[0], TOMORROW), start(stores[1], TOMORROW)]);
    expect(await giftMails()).toHaveLength(1);
    expect(await stores[1].repos.treeGifts.findById('gift-instances')).toMatchObject({ state: 'DELIVERED' });
  });
});

function stopServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
