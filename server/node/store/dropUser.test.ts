import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../../mocks/fixtures/seed.js';
import { USER_IDS } from '../../../mocks/fixtures/users.js';
import { MemoryMailer, MemoryRecurringPayments } from '../../../mocks/memoryPorts.js';
import { pgliteTemplate } from '../../../tests/support/pgliteTemplate.js';
import { startPostgres, type PostgresCluster } from '../../../tests/support/postgresCluster.js';
import { allRows, rowsContaining, tableNames } from '../../../tests/support/storeScan.js';
import { CATALOG_DE_V1 } from '../../core/domain/calculator/catalogDeV1.js';
import { CatalogSource } from '../../core/domain/calculator/catalogs.js';
import type { Seed } from '../../core/repositories/types.js';
import { createServices } from '../../core/services.js';
import { openStore, type Store } from './openStore.js';
import { seedSql } from './seed.js';
import { mockReceiptRenderer } from '../../../mocks/mockReceiptRenderer.js';
import { QueueingMailer } from '../../core/domain/mail/mailQueue.js';

/**
 * dropUser on the SQL stores: afterwards no row of ANY table carries the donor's e-mail, name, street or identity
 * subject. The tables are read from information_schema (tests/support/storeScan.ts), so a table added later is
 * scanned without changing this test.
 */

const OPEN_TIMEOUT = 180_000;
const NOW = new Date('2026-11-25T10:00:00.000Z');

// The fixture donor with donations, orders and plots, given strings that occur nowhere else in the fixtures.
const SUB = 'sub-7c1e9a52-0b4d-4e8f-a1d3-quirin';
const EMAIL = 'quirin.vogelsang@example.net';
const PERSONAL = [SUB, EMAIL, 'Quirin', 'Vogelsang', 'Lindenallee 12', 'Bad Tölz'];
const MIRA = USER_IDS.withDonations;

function donorSeed(): Seed {
  const own = <T extends { userId: string | null }>(r: T): T => (r.userId === MIRA ? { ...r, userId: SUB } : r);
  const miraState = fixtureSeed.calculatorStates.find((s) => s.userId === USER_IDS.withSubscription)!;
  return {
    ...fixtureSeed,
    users: fixtureSeed.users.map((u) =>
      u.id === MIRA
        ? {
            ...u,
            id: SUB,
            email: EMAIL,
            firstName: 'Quirin',
            lastName: 'Vogelsang',
            address: {
              id: 'addr-q',
              country: 'Deutschland',
              place: 'Bad Tölz',
              street: 'Lindenallee 12',
              zip: '83646',
            },
          }
        : u,
    ),
    donations: fixtureSeed.donations.map(own),
    orders: fixtureSeed.orders.map(own),
    paymentIntents: fixtureSeed.paymentIntents.map(own),
    plotAllocations: fixtureSeed.plotAllocations.map(own),
    calculatorStates: [
      ...fixtureSeed.calculatorStates,
      { ...miraState, userId: SUB },
      { ...miraState, userId: SUB, country: 'AT' },
    ],
    // Another spelling of the same address: the consent record is found whatever its case.
    newsletter: [
      ...fixtureSeed.newsletter,
      { ...fixtureSeed.newsletter[0], email: 'Quirin.Vogelsang@Example.net', confirmationToken: 'tok-quirin' },
    ],
  };
}

const carrying = async (store: Store) => rowsContaining(await allRows(store.db!), PERSONAL);
const carryingAny = async (store: Store, needles: string[]) => rowsContaining(await allRows(store.db!), needles);

function dropUserSuite(open: () => Promise<Store>) {
  let store: Store;
  beforeAll(async () => {
    store = await open();
    await seedSql(store.db!, donorSeed());
    await store.repos.contactMessages.save({
      id: 'msg-q',
      contactEmail: 'QUIRIN.vogelsang@example.net',
      contactName: 'Quirin Vogelsang',
      message: 'Hallo',
      receivedAt: NOW,
    });
    await store.repos.contactMessages.save({
      id: 'msg-other',
      contactEmail: 'jemand@example.org',
      contactName: 'Jemand',
      message: 'Hallo',
      receivedAt: NOW,
    });
    await store.repos.frontendErrors.save({
      id: 'err-q',
      message: 'kaputt',
      stacktrace: null,
      url: '/mein-klimahain',
      userAgent: null,
      userId: SUB,
      reportedAt: NOW,
    });
  }, OPEN_TIMEOUT);
  afterAll(() => store?.close());

  it('leaves no row with the donor’s e-mail, name, street or subject, and keeps the donations without them', async () => {
    let n = 0;
    const services = createServices({
      repos: store.repos,
      catalogs: new CatalogSource([CATALOG_DE_V1]),
      mailer: new MemoryMailer(),
      payments: new MemoryRecurringPayments(),
      receiptRenderer: mockReceiptRenderer,
      site: { appUrl: 'http://127.0.0.1:5173', teamEmail: 'team@klimahain.example' },
      clock: () => NOW,
      newId: () => `id-${++n}`,
    });
    // A Zuwendungsbestätigung prints name and address: it is issued first, so the scan finds the donor there too.
    const donor = (await store.repos.users.findById(SUB))!;
    const [gift] = await services.receipts.gifts(donor);
    const { receipt } = await services.receipts.issueForGift(donor, gift.orderId);

    // A gift (issue 26 §1) the donor made, with a recipient's name, address and message, and one the donor claimed.
    const intent = await services.donations.createIntent(SUB, 'uganda', { donationType: 'custom_one_time' });
    const given = await services.gifts.createForIntent(intent, {
      recipientName: 'Rosalind Quastenberg',
      recipientEmail: 'rosalind@example.org',
      message: 'Für Quirins Patenkind',
      deliverOn: '2026-12-24',
    });
    const otherIntent = await services.donations.createIntent(USER_IDS.withSubscription, 'uganda', {
      donationType: 'custom_one_time',
    });
    const received = await services.gifts.createForIntent(otherIntent, {
      recipientName: 'Nachbar',
      deliverOn: '2026-12-24',
    });
    await store.repos.treeGifts.save({ ...received, claimedByUserId: SUB, state: 'CLAIMED', claimedAt: NOW });

    // The scan sees the donor in every place the seed put them, so an empty result afterwards means something.
    const tablesBefore = tableNames(await carrying(store));
    for (const table of [
      'users',
      'donations',
      'orders',
      'payment_intents',
      'plot_allocations',
      'calculator_states',
      'newsletter_subscribers',
      'contact_messages',
      'frontend_errors',
      'receipts',
      'tree_gifts',
    ]) {
      expect(tablesBefore).toContain(table);
    }
    const donationsBefore = await store.repos.donations.listByUser(SUB);
    const ordersBefore = await store.repos.orders.listByUser(SUB);
    // A change of an Abo's amount (issue 26 §2) is linked to the donation only: it stays, and the scan finds nothing.
    const change = {
      id: 'change-1',
      donationId: donationsBefore[0].donationId,
      fromAmount: 35,
      fromDonationType: 'percent_100' as const,
      toAmount: 25,
      toDonationType: 'percent_050' as const,
      requestedAt: NOW,
      state: 'CHANGED' as const,
      idempotencyKey: `klimahain-change-${donationsBefore[0].donationId}-1-2500`,
    };
    await store.repos.aboChanges.save(change);
    // The mail outbox (issue 34 §1): a mail to the donor not yet out, and a contact message they sent to the team.
    const queue = new QueueingMailer(
      store.repos.mailQueue,
      () => NOW,
      () => `mail-${++n}`,
    );
    await queue.send({ to: EMAIL, subject: 'Deine Bäume: Gepflanzt', text: 'Hallo Quirin, …' });
    await queue.send({ to: 'team@klimahain.example', replyTo: EMAIL, subject: 'Kontakt', text: 'Von: Quirin …' });
    expect(tableNames(await carrying(store))).toContain('mail_queue');

    await services.users.drop(donor);

    expect(await carrying(store)).toEqual([]);
    expect(await store.repos.users.findById(SUB)).toBeUndefined();
    // Pseudonymised, not deleted: the tax records keep amounts and dates.
    for (const d of donationsBefore)
      expect(await store.repos.donations.findById(d.donationId)).toEqual({ ...d, userId: null });
    for (const o of ordersBefore)
      expect(await store.repos.orders.findById(o.treeProviderDonationId)).toEqual({ ...o, userId: null });
    expect(await store.repos.receipts.findByNumber(receipt.number)).toEqual({
      ...receipt,
      userId: null,
      recipient: null,
    });
    expect(await store.repos.aboChanges.listByDonation(change.donationId)).toEqual([change]);
    // The gift stays as a record of the payment, without giver, recipient, address and message; the claim loses the claimant.
    expect(await store.repos.treeGifts.findById(given.id)).toMatchObject({
      giverUserId: null,
      recipientName: '',
      recipientEmail: null,
      message: '',
    });
    expect(await store.repos.treeGifts.findById(received.id)).toMatchObject({ claimedByUserId: null });
    expect(await carryingAny(store, ['Rosalind', 'Quastenberg', 'Patenkind'])).toEqual([]);
    // Other people's records stay as they were.
    expect((await store.repos.contactMessages.list()).map((m) => m.id)).toEqual(['msg-other']);
    expect(await store.repos.newsletter.findByEmail('jonas.berger@example.org')).toBeDefined();
    expect(await store.repos.users.findById(USER_IDS.withSubscription)).toBeDefined();
  });
}

describe('dropUser: PGlite', () => {
  dropUserSuite(async () =>
    openStore({ kind: 'pglite', dataDir: 'memory://' }, { pgliteTemplate: await pgliteTemplate() }),
  );
});

describe('dropUser: PostgreSQL', () => {
  let cluster: PostgresCluster | null = null;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, OPEN_TIMEOUT);
  afterAll(async () => cluster?.stop());
  dropUserSuite(() => openStore({ kind: 'postgres', url: cluster!.url }));
});
