import { expect, it } from 'vitest';
import { fixtureSeed } from '../../../mocks/fixtures/seed.js';
import { USER_IDS } from '../../../mocks/fixtures/users.js';
import { FootprintRecheckMails } from '../../core/domain/calculator/recheckMails.js';
import { MemoryMailer, MemoryRecurringPayments } from '../../../mocks/memoryPorts.js';
import { CATALOG_DE_V1 } from '../../core/domain/calculator/catalogDeV1.js';
import { CatalogSource } from '../../core/domain/calculator/catalogs.js';
import type { DonationInput } from '../../core/domain/donations/service.js';
import type { Repositories, Seed, TeamTaskRecord, UserRecord } from '../../core/repositories/types.js';
import { createServices } from '../../core/services.js';
import { mockReceiptRenderer } from '../../../mocks/mockReceiptRenderer.js';
import { ReceiptService } from '../../core/domain/receipts/service.js';
import { GiftDeliveries } from '../../core/domain/gifts/deliveries.js';
import { TreeGiftService } from '../../core/domain/gifts/service.js';
import { parseDonationPush } from '../../core/domain/donations/twinglePush.js';
import { createTwinglePushService } from '../../core/domain/donations/twinglePushService.js';
import { mailQueueContract } from './mailQueueContract.js';

export interface ContractStore {
  /** A store holding exactly `seed` (nothing else). */
  fresh(seed?: Seed): Promise<Repositories>;
  /** Whether atomically() rolls back on failure (SQL: one transaction; memory: no undo). */
  transactional: boolean;
}

const EMPTY: Seed = {
  users: [],
  donations: [],
  orders: [],
  paymentIntents: [],
  plots: [],
  plotAllocations: [],
  calculatorStates: [],
  newsletter: [],
};
const now = new Date('2026-11-23T10:00:00.000Z');

const user = (id: string, extra: Partial<UserRecord> = {}): UserRecord => ({
  id,
  email: `${id}@example.org`,
  firstName: 'Smilla',
  lastName: 'Schön',
  createdAt: now,
  address: null,
  birthdate: null,
  companyName: null,
  salutation: null,
  profileCompletionSuppressedAt: null,
  closedAt: null,
  ...extra,
});

const servicesOn = (repos: Repositories) => {
  let n = 0;
  return createServices({
    repos,
    catalogs: new CatalogSource([CATALOG_DE_V1]),
    mailer: new MemoryMailer(),
    payments: new MemoryRecurringPayments(),
    receiptRenderer: mockReceiptRenderer,
    site: { appUrl: 'http://127.0.0.1:5173', teamEmail: 'team@klimahain.example' },
    clock: () => now,
    newId: () => `id-${++n}-${Math.random().toString(36).slice(2, 8)}`,
  });
};

const donationInput = (intentId: string, trx: string): DonationInput => ({
  amount: 12.35,
  currency: 'EUR',
  donatedAt: now,
  donationType: 'custom_one_time',
  project: 'uganda',
  rhythm: 'one_time',
  treeProvider: 'fairventures',
  treeProviderTransactionId: intentId,
  treeUnitsRequested: 2,
  paymentProvider: 'TWINGLE',
  paymentProviderTransactionId: trx,
});

const byId =
  <T>(key: keyof T) =>
  (a: T, b: T) =>
    String(a[key]).localeCompare(String(b[key]));

/** The cases every implementation of server/core/repositories/types.ts must pass: memory, PGlite and PostgreSQL. */
export function repositoryContract(store: ContractStore): void {
  mailQueueContract(store);

  it('keeps a user with address and dates exactly, updates and deletes it', async () => {
    const repos = await store.fresh(EMPTY);
    const smilla = user('u-1', {
      address: { id: 'a-1', country: 'Deutschland', place: 'Köln', street: 'Straße 1', zip: '50667' },
      birthdate: new Date('1990-02-03T00:00:00.000Z'),
      salutation: 'Frau',
    });
    await repos.users.save(smilla);
    await repos.users.save(user('u-2', { createdAt: new Date(now.getTime() + 1000) }));
    expect(await repos.users.findById('u-1')).toEqual(smilla);
    await repos.users.save({ ...smilla, address: null, firstName: 'Smilla Marie' });
    expect(await repos.users.findById('u-1')).toMatchObject({ address: null, firstName: 'Smilla Marie' });
    expect((await repos.users.list()).map((u) => u.id)).toEqual(['u-1', 'u-2']);
    await repos.users.delete('u-1');
    expect(await repos.users.findById('u-1')).toBeUndefined();
  });

  it('holds the demo fixtures exactly as the memory store does', async () => {
    const repos = await store.fresh(fixtureSeed);
    // Amounts are cents in SQL: a seeded intent must come back with its euros, not null.
    for (const intent of fixtureSeed.paymentIntents)
      expect(await repos.paymentIntents.findById(intent.id)).toEqual(intent);
    for (const id of Object.values(USER_IDS)) {
      expect(await repos.users.findById(id)).toEqual(fixtureSeed.users.find((u) => u.id === id));
      const donations = fixtureSeed.donations.filter((d) => d.userId === id).sort(byId('donationId'));
      expect((await repos.donations.listByUser(id)).sort(byId('donationId'))).toEqual(donations);
      const orders = fixtureSeed.orders.filter((o) => o.userId === id).sort(byId('treeProviderDonationId'));
      expect((await repos.orders.listByUser(id)).sort(byId('treeProviderDonationId'))).toEqual(orders);
      const allocations = fixtureSeed.plotAllocations
        .filter((a) => a.userId === id)
        .sort(byId('treeProviderDonationId'));
      expect((await repos.plots.listAllocationsByUser(id)).sort(byId('treeProviderDonationId'))).toEqual(allocations);
      expect(await repos.calculatorStates.find(id, 'DE')).toEqual(
        fixtureSeed.calculatorStates.find((s) => s.userId === id && s.country === 'DE'),
      );
    }
    for (const plot of fixtureSeed.plots) expect(await repos.plots.findById(plot.plotId)).toEqual(plot);
    for (const n of fixtureSeed.newsletter) {
      expect(await repos.newsletter.findByToken(n.confirmationToken)).toEqual(n);
      expect(await repos.newsletter.findByEmail(n.email.toUpperCase())).toEqual(n);
    }
  });

  it('finds donations by payment transaction and keeps cents exact', async () => {
    const repos = await store.fresh(EMPTY);
    const services = servicesOn(repos);
    const intent = await services.donations.createIntent('u-1', 'uganda');
    const donation = await services.donations.create('u-1', donationInput(intent.id, 'trx-1'));
    expect(donation.amount).toBe(12.35);
    expect(await repos.donations.findByPaymentTransaction('TWINGLE', 'trx-1')).toEqual(donation);
    expect(await repos.donations.findByPaymentTransaction('TWINGLE', 'trx-2')).toBeUndefined();
    expect(await repos.paymentIntents.findById(intent.id)).toMatchObject({ usedByDonationId: donation.donationId });
    const [order] = await repos.orders.listByDonation(donation.donationId);
    expect(order).toMatchObject({ orderState: 'DONATED', amount: 12.35, treeUnits: 2, userId: 'u-1' });
    await repos.orders.save({ ...order, orderState: 'ACCOUNTED', accountedAt: now, plannedPlanting: '2027-03-01' });
    expect(await repos.orders.findById(order.treeProviderDonationId)).toMatchObject({
      orderState: 'ACCOUNTED',
      accountedAt: now,
      plannedPlanting: '2027-03-01',
    });
  });

  it("keeps the donor's choice with the intent and finds an instalment order by its transaction", async () => {
    const repos = await store.fresh(EMPTY);
    const services = servicesOn(repos);
    const intent = await services.donations.createIntent('u-1', 'indonesia', {
      donationType: 'percent_100',
      amount: 19.99,
    });
    expect(await repos.paymentIntents.findById(intent.id)).toEqual(intent);
    expect(intent).toMatchObject({ donationType: 'percent_100', amount: 19.99 });
    const bare = await services.donations.createIntent(null, 'uganda');
    expect(await repos.paymentIntents.findById(bare.id)).toMatchObject({
      userId: null,
      donationType: null,
      amount: null,
    });

    const donation = await services.donations.create('u-1', {
      ...donationInput(intent.id, 'trx-first'),
      project: 'indonesia',
    });
    const [first] = await repos.orders.listByDonation(donation.donationId);
    const instalment = { ...first, treeProviderDonationId: 'order-2', paymentProviderTransactionId: 'trx-second' };
    await repos.orders.save(instalment);
    expect(await repos.orders.findByPaymentTransaction('trx-second')).toEqual(instalment);
    expect(await repos.orders.findByPaymentTransaction('trx-first')).toBeUndefined();
    // Two orders for one instalment transaction are refused by the store itself.
    await expect(repos.orders.save({ ...instalment, treeProviderDonationId: 'order-3' })).rejects.toThrow();
  });

  it('keeps receipts exactly (gifts with cents and dates, recipient), counts numbers per year and pseudonymises them', async () => {
    const repos = await store.fresh(EMPTY);
    const receipt = {
      number: 'KH-2026-000001',
      userId: 'u-1',
      kind: 'ANNUAL' as const,
      periodFrom: '2025-01-01',
      periodTo: '2025-12-31',
      amount: 40.1,
      gifts: [
        {
          orderId: 'o-1',
          donatedAt: new Date('2025-03-02T19:10:00.000Z'),
          amount: 19.99,
          donationType: 'custom_abo' as const,
        },
        {
          orderId: 'o-2',
          donatedAt: new Date('2025-04-02T06:00:00.000Z'),
          amount: 20.11,
          donationType: 'custom_abo' as const,
        },
      ],
      recipient: { name: 'Jörg Größe', street: 'Straße 1', zipPlace: '04107 Leipzig', country: 'Deutschland' },
      issuedAt: new Date('2026-01-03T10:00:00.000Z'),
      sha256: 'ab'.repeat(32),
      voidedAt: null,
      replacedBy: null,
      mailedAt: null,
    };
    await repos.receipts.save(receipt);
    await repos.receipts.save({ ...receipt, number: 'KH-2026-000002', userId: 'u-2' });
    await repos.receipts.save({ ...receipt, number: 'KH-2025-000001' });
    expect(await repos.receipts.findByNumber('KH-2026-000001')).toEqual(receipt);
    expect((await repos.receipts.listByUser('u-1')).map((r) => r.number).sort()).toEqual([
      'KH-2025-000001',
      'KH-2026-000001',
    ]);
    expect(await repos.receipts.countNumberedIn(2026)).toBe(2);
    expect(await repos.receipts.countNumberedIn(2024)).toBe(0);
    const voided = { ...receipt, voidedAt: new Date('2026-02-01T00:00:00.000Z'), replacedBy: 'KH-2026-000003' };
    await repos.receipts.save(voided);
    expect(await repos.receipts.findByNumber('KH-2026-000001')).toEqual(voided);
    await repos.receipts.anonymizeByUser('u-1');
    expect(await repos.receipts.findByNumber('KH-2026-000001')).toEqual({ ...voided, userId: null, recipient: null });
    expect((await repos.receipts.findByNumber('KH-2026-000002'))?.recipient).toEqual(receipt.recipient);
  });

  it('gives a stored receipt back as the same receipt when it is asked for again', async () => {
    const repos = await store.fresh(fixtureSeed);
    const receipts = new ReceiptService(repos, mockReceiptRenderer, () => new Date('2026-11-25T12:00:00.000Z'));
    const jonas = (await repos.users.findById(USER_IDS.withSubscription))!;
    const first = await receipts.issueForGift(jonas, 'order-jonas-2026-11');
    const again = await receipts.issueForGift(jonas, 'order-jonas-2026-11');
    expect(again.receipt).toEqual(first.receipt);
    expect(await repos.receipts.countNumberedIn(2026)).toBe(1);
  });

  it('replaces, deletes and counts calculator states per user and country', async () => {
    const repos = await store.fresh(fixtureSeed);
    const jonas = (await repos.calculatorStates.find(USER_IDS.withSubscription, 'DE'))!;
    await repos.calculatorStates.save({ ...jonas, co2EmissionTotal: 9.5, answers: jonas.answers.slice(0, 2) });
    expect(await repos.calculatorStates.find(USER_IDS.withSubscription, 'DE')).toMatchObject({ co2EmissionTotal: 9.5 });
    expect((await repos.calculatorStates.find(USER_IDS.withSubscription, 'DE'))!.answers).toHaveLength(2);
    expect(await repos.calculatorStates.delete(USER_IDS.withSubscription, 'DE')).toBe(true);
    expect(await repos.calculatorStates.delete(USER_IDS.withSubscription, 'DE')).toBe(false);
    await repos.calculatorStates.save({ ...jonas, country: 'AT' });
    await repos.calculatorStates.deleteAllOfUser(USER_IDS.withSubscription);
    expect(await repos.calculatorStates.find(USER_IDS.withSubscription, 'AT')).toBeUndefined();
  });

  it('lists results due for their re-check and marks one mailed only while it is still the saved result', async () => {
    const repos = await store.fresh(fixtureSeed);
    const jonas = (await repos.calculatorStates.find(USER_IDS.withSubscription, 'DE'))!;
    const previous = { co2EmissionTotal: 11.25, createdAt: new Date('2024-02-01T08:00:00.000Z') };
    await repos.calculatorStates.save({ ...jonas, previous });
    expect(await repos.calculatorStates.find(USER_IDS.withSubscription, 'DE')).toEqual({ ...jonas, previous });
    expect(await repos.calculatorStates.listRecheckDue(new Date('2025-03-01T00:00:00.000Z'))).toEqual([]);
    const due = await repos.calculatorStates.listRecheckDue(new Date('2026-03-02T19:02:00.000Z'));
    expect(due.map((s) => s.userId)).toEqual([USER_IDS.withSubscription]);
    const at = new Date('2026-03-03T06:00:00.000Z');
    // A different result (another createdAt) is not marked; the saved one is, once.
    expect(await repos.calculatorStates.markRecheckMailed(USER_IDS.withSubscription, 'DE', now, at)).toBe(false);
    expect(await repos.calculatorStates.markRecheckMailed(USER_IDS.withSubscription, 'DE', jonas.createdAt, at)).toBe(
      true,
    );
    expect(await repos.calculatorStates.markRecheckMailed(USER_IDS.withSubscription, 'DE', jonas.createdAt, at)).toBe(
      false,
    );
    expect(await repos.calculatorStates.find(USER_IDS.withSubscription, 'DE')).toMatchObject({ recheckMailedAt: at });
    expect(await repos.calculatorStates.listRecheckDue(new Date('2027-01-01T00:00:00.000Z'))).toEqual([]);
  });

  it('keeps the changes of an Abo’s amount per donation, oldest first, with exact cents', async () => {
    const repos = await store.fresh(fixtureSeed);
    const change = (id: string, at: string, toAmount: number) => ({
      id,
      donationId: 'donation-jonas-abo',
      fromAmount: 35,
      fromDonationType: 'percent_100' as const,
      toAmount,
      toDonationType: 'custom_abo' as const,
      requestedAt: new Date(at),
      state: 'REQUESTED' as const,
      idempotencyKey: `key-${id}`,
    });
    await repos.aboChanges.save(change('b', '2026-11-24T10:00:00.000Z', 12.35));
    await repos.aboChanges.save(change('a', '2026-11-23T10:00:00.000Z', 40));
    await repos.aboChanges.save({ ...change('b', '2026-11-24T10:00:00.000Z', 12.35), state: 'CHANGED' });
    expect(await repos.aboChanges.listByDonation('donation-jonas-abo')).toEqual([
      change('a', '2026-11-23T10:00:00.000Z', 40),
      { ...change('b', '2026-11-24T10:00:00.000Z', 12.35), state: 'CHANGED' },
    ]);
    expect(await repos.aboChanges.listByDonation('other')).toEqual([]);
  });

  it('keeps one link „Abo verwalten“ per Abo: a new one replaces the one before', async () => {
    const repos = await store.fresh(fixtureSeed);
    const link = (hash: string, at: string) => ({
      donationId: 'donation-jonas-abo',
      tokenHash: hash,
      issuedAt: new Date(at),
      expiresAt: new Date(Date.parse(at) + 30 * 86_400_000),
    });
    expect(await repos.aboManageLinks.find('donation-jonas-abo')).toBeUndefined();
    await repos.aboManageLinks.save(link('first', '2026-11-27T09:00:00.000Z'));
    await repos.aboManageLinks.save(link('second', '2026-11-28T09:00:00.000Z'));
    expect(await repos.aboManageLinks.find('donation-jonas-abo')).toEqual(link('second', '2026-11-28T09:00:00.000Z'));
    expect(await repos.aboManageLinks.find('donation-mira-02')).toBeUndefined();
  });

  it('keeps the team’s tasks per donation and lists the open ones, oldest first, with exact cents', async () => {
    const repos = await store.fresh(fixtureSeed);
    const task = (id: string, at: string, more: Partial<TeamTaskRecord> = {}): TeamTaskRecord => ({
      id,
      kind: 'CHANGE',
      donationId: 'donation-jonas-abo',
      newAmount: 12.35,
      requestedBy: 'DONOR',
      requestedAt: new Date(at),
      remindAt: new Date('2026-12-01T10:00:00.000Z'),
      dueBy: '2026-12-02',
      linkTokenHash: `hash-${id}`,
      linkExpiresAt: new Date('2026-12-11T10:00:00.000Z'),
      doneAt: null,
      doneBy: null,
      lastRemindedAt: null,
      ...more,
    });
    await repos.teamTasks.save(task('b', '2026-11-27T10:00:00.000Z'));
    await repos.teamTasks.save(task('a', '2026-11-26T10:00:00.000Z', { kind: 'END', newAmount: null }));
    const done = task('b', '2026-11-27T10:00:00.000Z', {
      doneAt: new Date('2026-11-28T09:00:00.000Z'),
      doneBy: 'TEAM',
    });
    expect(await repos.teamTasks.listOpen()).toEqual([
      task('a', '2026-11-26T10:00:00.000Z', { kind: 'END', newAmount: null }),
      task('b', '2026-11-27T10:00:00.000Z'),
    ]);
    await repos.teamTasks.save(done);
    expect(await repos.teamTasks.findById('b')).toEqual(done);
    expect((await repos.teamTasks.listOpen()).map((t) => t.id)).toEqual(['a']);
    expect((await repos.teamTasks.listByDonation('donation-jonas-abo')).map((t) => t.id)).toEqual(['a', 'b']);
    expect(await repos.teamTasks.listByDonation('other')).toEqual([]);
    expect(await repos.teamTasks.findById('nope')).toBeUndefined();
    // A pause (issue 33 §2) keeps its days.
    const pause = task('c', '2026-11-28T10:00:00.000Z', {
      kind: 'PAUSE',
      newAmount: null,
      pauseFrom: '2026-12-02',
      pauseUntil: '2027-02-02',
    });
    await repos.teamTasks.save(pause);
    expect(await repos.teamTasks.findById('c')).toEqual(pause);
  });

  it('reads the orders, Abo changes and team tasks of several donations, and several plots, in one call each — as one by one (issue 34)', async () => {
    const repos = await store.fresh(fixtureSeed);
    const donationIds = [...new Set(fixtureSeed.orders.map((o) => o.donationId))];
    const [first, second] = ['donation-jonas-abo', 'donation-jonas-wunschabo'];
    for (const [i, donationId] of [first, second, first].entries()) {
      await repos.aboChanges.save({
        id: `change-${i}`,
        donationId,
        fromAmount: 35,
        fromDonationType: 'percent_100',
        toAmount: 12.35 + i,
        toDonationType: 'custom_abo',
        requestedAt: new Date(Date.UTC(2026, 10, 25 - i)),
        state: 'REQUESTED',
        idempotencyKey: `key-${i}`,
      });
      await repos.teamTasks.save({
        id: `task-${i}`,
        kind: i === 1 ? 'END' : 'CHANGE',
        donationId,
        newAmount: i === 1 ? null : 12.35 + i,
        requestedBy: 'DONOR',
        requestedAt: new Date(Date.UTC(2026, 10, 25 - i)),
        remindAt: new Date('2026-12-01T10:00:00.000Z'),
        dueBy: '2026-12-02',
        linkTokenHash: `hash-${i}`,
        linkExpiresAt: new Date('2026-12-11T10:00:00.000Z'),
        doneAt: null,
        doneBy: null,
        lastRemindedAt: null,
      });
    }
    const oneByOne = async <T>(ids: string[], list: (id: string) => Promise<T[]>) =>
      (await Promise.all(ids.map(list))).flat();
    const asked = [...donationIds, 'no-such-donation', donationIds[0]];
    const orders = await repos.orders.listByDonations(asked);
    expect(orders.sort(byId('treeProviderDonationId'))).toEqual(
      (await oneByOne(donationIds, (id) => repos.orders.listByDonation(id))).sort(byId('treeProviderDonationId')),
    );
    expect(orders).toHaveLength(fixtureSeed.orders.length);
    // Oldest first across donations, as listByDonation is per donation.
    const changes = await repos.aboChanges.listByDonations([first, second]);
    expect(changes.map((c) => c.id)).toEqual(['change-2', 'change-1', 'change-0']);
    expect(changes.filter((c) => c.donationId === first)).toEqual(await repos.aboChanges.listByDonation(first));
    const tasks = await repos.teamTasks.listByDonations([first, second, 'no-such-donation']);
    expect(tasks.map((t) => t.id)).toEqual(['task-2', 'task-1', 'task-0']);
    expect(tasks.filter((t) => t.donationId === second)).toEqual(await repos.teamTasks.listByDonation(second));
    for (const empty of [repos.orders, repos.aboChanges, repos.teamTasks])
      expect(await empty.listByDonations([])).toEqual([]);
    const plotIds = fixtureSeed.plots.map((p) => p.plotId);
    const plots = await repos.plots.findByIds([...plotIds, 'no-such-plot', plotIds[0]]);
    expect(plots.sort(byId('plotId'))).toEqual([...fixtureSeed.plots].sort(byId('plotId')));
    expect(await repos.plots.findByIds([])).toEqual([]);
  });

  it('keeps a gift by intent and token, links it to its payment, and delivers it once on its day, however many runs race', async () => {
    const repos = await store.fresh(fixtureSeed);
    let today = new Date('2026-11-25T11:00:00.000Z');
    const clock = () => today;
    let n = 0;
    const gifts = new TreeGiftService(repos, clock, () => `gift-${++n}`);
    const intent = {
      id: 'intent-gift',
      userId: USER_IDS.withDonations,
      project: 'uganda' as const,
      createdAt: now,
      usedByDonationId: null,
      donationType: 'custom_one_time' as const,
      amount: 10,
    };
    await repos.paymentIntents.save(intent);
    const gift = await gifts.createForIntent(intent, {
      recipientName: 'Jörg Übermut',
      recipientEmail: 'joerg@example.org',
      message: 'Zeile 1\nZeile 2 – „ß“',
      deliverOn: '2026-11-26',
    });
    expect(await repos.treeGifts.findByToken(gift.token)).toEqual(gift);
    expect(await repos.treeGifts.findByIntent('intent-gift')).toEqual(gift);
    // Unpaid: never due.
    expect(await repos.treeGifts.listDue('2027-01-01')).toEqual([]);
    const push = createTwinglePushService(repos, {
      clock,
      newId: () => `push-${++n}`,
      payments: new MemoryRecurringPayments(),
      acceptTestDonations: true,
    });
    const fields = {
      project_id: 'p',
      trx_id: 'trx-gift',
      confirmed_at: '20261125115500',
      amount: '1000',
      currency: 'EUR',
      payment_method: 'paypal',
      donation_rhythm: 'one_time',
      campaign_id: 'intent-gift',
    };
    await Promise.all([push.record(parseDonationPush(fields)), push.record(parseDonationPush(fields))]);
    const paid = (await repos.treeGifts.findById(gift.id))!;
    expect(paid).toMatchObject({ state: 'SCHEDULED', donationId: expect.any(String), orderId: expect.any(String) });
    expect(await repos.treeGifts.listByGiver(USER_IDS.withDonations)).toEqual([paid]);
    expect(await repos.treeGifts.listDue('2026-11-25')).toEqual([]);
    expect(await repos.treeGifts.listDue('2026-11-26')).toEqual([paid]);

    const mailer = new MemoryMailer();
    const site = { appUrl: 'http://127.0.0.1:5173', teamEmail: 'team@klimahain.example' };
    const renderer = { render: async () => new Uint8Array([37, 80, 68, 70]) };
    const job = () => new GiftDeliveries(repos, gifts, renderer, mailer, site, clock);
    expect((await Promise.all([job().run(), job().run()])).flat()).toEqual([]);
    today = new Date('2026-11-26T05:00:00.000Z');
    const runs = await Promise.all([job().run(), job().run(), job().run(), job().run()]);
    expect(runs.flat()).toEqual([gift.id]);
    expect(await job().run()).toEqual([]);
    expect(mailer.sent.map((m) => m.to)).toEqual(['joerg@example.org']);
    expect(await repos.treeGifts.markDelivered(gift.id, today)).toBe(false);
    expect(await repos.treeGifts.findById(gift.id)).toMatchObject({ state: 'DELIVERED', deliveredAt: today });
    expect(await repos.treeGifts.listDue('2026-12-31')).toEqual([]);
  });

  it('sends the yearly re-check mail once, however many runs race for it, and again for nothing after a restart', async () => {
    const repos = await store.fresh(fixtureSeed);
    const mailer = new MemoryMailer();
    const site = { appUrl: 'http://127.0.0.1:5173', teamEmail: 'team@klimahain.example' };
    const clock = () => new Date('2026-03-03T06:00:00.000Z');
    const job = () => new FootprintRecheckMails(repos, mailer, site, clock);
    const runs = await Promise.all([job().run(), job().run(), job().run(), job().run()]);
    expect(runs.flat()).toEqual([USER_IDS.withSubscription]);
    expect(await job().run()).toEqual([]);
    expect(mailer.sent.map((m) => m.to)).toEqual(['jonas.berger@example.org']);
  });

  it('anonymizes allocations and keeps contact messages and error reports', async () => {
    const repos = await store.fresh(fixtureSeed);
    const before = await repos.plots.listAllocationsByUser(USER_IDS.withDonations);
    expect(before.length).toBeGreaterThan(0);
    await repos.plots.anonymizeAllocations(USER_IDS.withDonations);
    expect(await repos.plots.listAllocationsByUser(USER_IDS.withDonations)).toEqual([]);
    const message = { id: 'm-1', contactEmail: 'a@example.org', contactName: 'Ä', message: 'Grüße', receivedAt: now };
    await repos.contactMessages.save(message);
    expect(await repos.contactMessages.list()).toEqual([message]);
    const report = {
      id: 'e-1',
      message: 'kaputt',
      stacktrace: null,
      url: '/x',
      userAgent: null,
      userId: null,
      reportedAt: now,
    };
    await repos.frontendErrors.save(report);
    expect(await repos.frontendErrors.list()).toEqual([report]);
  });

  it('finds and removes what the data export and dropUser need by user or by address, whatever its spelling', async () => {
    const repos = await store.fresh(fixtureSeed);
    const jonas = USER_IDS.withSubscription;
    const de = (await repos.calculatorStates.find(jonas, 'DE'))!;
    await repos.calculatorStates.save({ ...de, country: 'AT' });
    expect((await repos.calculatorStates.listByUser(jonas)).map((s) => s.country).sort()).toEqual(['AT', 'DE']);
    expect(await repos.calculatorStates.listByUser('niemand')).toEqual([]);

    const message = (id: string, contactEmail: string) => ({
      id,
      contactEmail,
      contactName: 'Ä',
      message: 'Grüße',
      receivedAt: now,
    });
    await repos.contactMessages.save(message('m-1', 'Jonas.Berger@Example.org'));
    await repos.contactMessages.save(message('m-2', 'andere@example.org'));
    expect((await repos.contactMessages.listByEmail('jonas.berger@example.org')).map((m) => m.id)).toEqual(['m-1']);
    await repos.contactMessages.deleteByEmail('JONAS.berger@example.org');
    expect((await repos.contactMessages.list()).map((m) => m.id)).toEqual(['m-2']);

    const report = (id: string, userId: string | null) => ({
      id,
      message: 'kaputt',
      stacktrace: null,
      url: '/x',
      userAgent: null,
      userId,
      reportedAt: now,
    });
    await repos.frontendErrors.save(report('e-1', jonas));
    await repos.frontendErrors.save(report('e-2', USER_IDS.withDonations));
    expect((await repos.frontendErrors.listByUser(jonas)).map((e) => e.id)).toEqual(['e-1']);
    await repos.frontendErrors.detachUser(jonas);
    expect(await repos.frontendErrors.listByUser(jonas)).toEqual([]);
    expect((await repos.frontendErrors.list()).map((e) => e.userId).sort()).toEqual(
      [USER_IDS.withDonations, null].sort(),
    );

    expect(await repos.newsletter.findByEmail('jonas.berger@example.org')).toBeDefined();
    await repos.newsletter.deleteByEmail('Jonas.Berger@example.org');
    expect(await repos.newsletter.findByEmail('jonas.berger@example.org')).toBeUndefined();
    expect(await repos.newsletter.findByEmail('bestaetigt@example.org')).toBeDefined();

    const intentId = fixtureSeed.paymentIntents.find((i) => i.userId === USER_IDS.withDonations)!.id;
    const intent = (await repos.paymentIntents.findById(intentId))!;
    await repos.paymentIntents.anonymizeByUser(USER_IDS.withDonations);
    expect(await repos.paymentIntents.findById(intentId)).toEqual({ ...intent, userId: null });
  });

  it('saves plots with photos and allocations, lists them by order and replaces an allocation', async () => {
    const repos = await store.fresh(fixtureSeed);
    const plot = {
      plotId: 'plot-new-1',
      project: 'uganda' as const,
      plantedAt: '2026-11-20',
      coordinates: { latitude: 0.61, longitude: 30.64 },
      polygons: [
        [
          { latitude: 0.6, longitude: 30.6 },
          { latitude: 0.62, longitude: 30.6 },
          { latitude: 0.62, longitude: 30.66 },
          { latitude: 0.6, longitude: 30.6 },
        ],
      ],
      mapLink: null,
      species: [{ latinName: 'Maesopsis eminii', percentage: 100 }],
      co2tPerTreePerYear: 0.025,
      photos: [{ url: 'https://partner.example/foto.jpg', caption: 'Setzlinge am Pflanztag' }],
    };
    await repos.plots.save(plot);
    expect(await repos.plots.findById('plot-new-1')).toEqual(plot);
    await repos.plots.save({ ...plot, photos: [], plantedAt: '2026-11-21' });
    expect(await repos.plots.findById('plot-new-1')).toMatchObject({ photos: [], plantedAt: '2026-11-21' });
    const allocation = {
      plotId: 'plot-new-1',
      userId: USER_IDS.withDonations,
      treeProviderDonationId: 'order-mira-donated',
      treeCount: 2,
    };
    await repos.plots.saveAllocation(allocation);
    await repos.plots.saveAllocation({ ...allocation, treeCount: 6 });
    expect(await repos.plots.listAllocationsByOrder('order-mira-donated')).toEqual([{ ...allocation, treeCount: 6 }]);
    expect(await repos.plots.listAllocationsByOrder('order-mira-planting')).toEqual(
      fixtureSeed.plotAllocations.filter((a) => a.treeProviderDonationId === 'order-mira-planting'),
    );
    expect((await repos.plots.listAllocationsByUser(USER_IDS.withDonations)).length).toBe(
      fixtureSeed.plotAllocations.filter((a) => a.userId === USER_IDS.withDonations).length + 1,
    );
  });

  it('keeps the order-mail setting per user apart from the profile', async () => {
    const repos = await store.fresh(EMPTY);
    await repos.users.save(user('u-1'));
    expect(await repos.users.orderMailsOff('u-1')).toBe(false);
    await repos.users.setOrderMailsOff('u-1', true);
    await repos.users.save(user('u-1', { firstName: 'Smilla Marie' }));
    expect(await repos.users.orderMailsOff('u-1')).toBe(true);
    await repos.users.setOrderMailsOff('u-1', false);
    expect(await repos.users.orderMailsOff('u-1')).toBe(false);
    expect(await repos.users.orderMailsOff('nobody')).toBe(false);
    expect(await repos.users.receiptMailsOn('u-1')).toBe(false);
    await repos.users.setReceiptMailsOn('u-1', true);
    expect(await repos.users.receiptMailsOn('u-1')).toBe(true);
    expect(await repos.users.listReceiptMailRecipients()).toEqual(['u-1']);
    await repos.users.setReceiptMailsOn('u-1', false);
    expect(await repos.users.listReceiptMailRecipients()).toEqual([]);
  });

  it('runs check-then-write on one key one at a time, even when many arrive at once', async () => {
    const repos = await store.fresh(EMPTY);
    await repos.users.save(user('counter', { firstName: '0' }));
    await Promise.all(
      Array.from({ length: 20 }, () =>
        repos.atomically(['user:counter'], async () => {
          const current = (await repos.users.findById('counter'))!;
          await repos.users.save({ ...current, firstName: String(Number(current.firstName) + 1) });
        }),
      ),
    );
    expect((await repos.users.findById('counter'))!.firstName).toBe('20');
  });

  it('records one donation for one payment, however many requests race for it', async () => {
    const repos = await store.fresh(EMPTY);
    const services = servicesOn(repos);
    const intent = await services.donations.createIntent('u-1', 'uganda');
    const same = await Promise.all(
      Array.from({ length: 8 }, () => services.donations.create('u-1', donationInput(intent.id, 'trx-race'))),
    );
    expect(new Set(same.map((d) => d.donationId)).size).toBe(1);
    const other = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => services.donations.create('u-1', donationInput(intent.id, `trx-other-${i}`))),
    );
    expect(other.every((r) => r.status === 'rejected')).toBe(true);
    expect(await repos.donations.listByUser('u-1')).toHaveLength(1);
    expect(await repos.orders.listByUser('u-1')).toHaveLength(1);
  });

  it('keeps one consent record with one live link when an address signs up several times at once', async () => {
    const repos = await store.fresh(EMPTY);
    const services = servicesOn(repos);
    await Promise.all([1, 2, 3].map(() => services.newsletter.subscribe('neu@example.org', 'neu@example.org')));
    const record = (await repos.newsletter.findByEmail('neu@example.org'))!;
    await Promise.all([
      services.newsletter.confirm(record.confirmationToken),
      services.newsletter.subscribe('neu@example.org', 'neu@example.org'),
    ]);
    expect(await repos.newsletter.findByEmail('NEU@example.org')).toMatchObject({
      status: 'CONFIRMED',
      confirmationToken: record.confirmationToken,
    });
  });

  if (store.transactional) {
    it('leaves nothing of a unit that fails half-way', async () => {
      const repos = await store.fresh(EMPTY);
      await expect(
        repos.atomically(['user:half'], async () => {
          await repos.users.save(user('half'));
          throw new Error('mail server down');
        }),
      ).rejects.toThrow('mail server down');
      expect(await repos.users.findById('half')).toBeUndefined();
    });
  }
}
