import { describe, expect, it } from 'vitest';
import { MemoryRecurringPayments, sequentialIds } from '../../../../mocks/memoryPorts.js';
import { createMemoryRepositories } from '../../repositories/memory/createMemoryRepositories.js';
import type { PaymentIntentRecord } from '../../repositories/types.js';
import { SANDBOX_TWINGLE_KEYS, type TwingleFields } from './twinglePush.js';
import { answerTwinglePush } from './twinglePushEndpoint.js';
import { createTwinglePushService, donationTypeFor } from './twinglePushService.js';

const now = new Date('2026-11-23T18:10:00.000Z');

async function setup(intents: Partial<PaymentIntentRecord>[] = [], acceptTestDonations = true) {
  const repos = createMemoryRepositories();
  for (const [i, intent] of intents.entries()) {
    await repos.paymentIntents.save({
      id: `intent-${i + 1}`,
      userId: null,
      project: 'uganda',
      createdAt: now,
      usedByDonationId: null,
      donationType: null,
      amount: null,
      ...intent,
    });
  }
  const service = createTwinglePushService(repos, {
    clock: () => now,
    newId: sequentialIds(),
    payments: new MemoryRecurringPayments(),
    acceptTestDonations,
  });
  const lines: string[] = [];
  const send = (fields: TwingleFields, action: 'submit' | 'endrecurring' | 'cancel' = 'submit') =>
    answerTwinglePush(
      action,
      { api_key: SANDBOX_TWINGLE_KEYS.apiKey, key: SANDBOX_TWINGLE_KEYS.siteKey, ...fields },
      {
        service,
        keysMatch: ({ apiKey, siteKey }) =>
          apiKey === SANDBOX_TWINGLE_KEYS.apiKey && siteKey === SANDBOX_TWINGLE_KEYS.siteKey,
        log: (line) => lines.push(line),
      },
    );
  return { repos, send, lines };
}

const first = (overrides: TwingleFields = {}): TwingleFields => ({
  project_id: 'tw-klimahain',
  trx_id: 'T1',
  confirmed_at: '20261123190500',
  amount: '3500',
  currency: 'EUR',
  payment_method: 'debit_automatic',
  donation_rhythm: 'monthly',
  campaign_id: 'intent-1',
  user_email: 'jonas@example.org',
  ...overrides,
});

describe('TwinglePushService: first payments', () => {
  it('records a signed-in donor’s Abo once with its first order, however often Twingle sends it', async () => {
    const { repos, send, lines } = await setup([{ userId: 'user-1', donationType: 'percent_100', amount: 35 }]);
    const one = await send(first());
    expect(one).toMatchObject({ status: 200, body: { is_error: 0, values: { status: 'created', trx_id: 'T1' } } });
    const again = await send(first());
    expect(again).toMatchObject({ status: 200, body: { is_error: 0, values: { status: 'unchanged' } } });
    expect(again.body.is_error === 0 && again.body.values.donation_id).toBe(
      one.body.is_error === 0 && one.body.values.donation_id,
    );

    const donations = await repos.donations.listByUser('user-1');
    expect(donations).toEqual([
      expect.objectContaining({
        donationType: 'percent_100',
        rhythm: 'monthly',
        amount: 35,
        project: 'uganda',
        treeUnitsRequested: 7,
        donatedAt: new Date('2026-11-23T18:05:00.000Z'),
        treeProvider: 'fairventures',
        paymentProvider: 'TWINGLE',
        paymentProviderTransactionId: 'T1',
        paymentIntentId: 'intent-1',
      }),
    ]);
    expect(await repos.orders.listByUser('user-1')).toEqual([
      expect.objectContaining({ orderState: 'DONATED', treeUnits: 7, amount: 35 }),
    ]);
    expect((await repos.paymentIntents.findById('intent-1'))?.usedByDonationId).toBe(donations[0].donationId);
    // One line per push, no personal data.
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toContain('jonas@example.org');
  });

  it('keeps a guest’s donation without a user, labelled one-time when paid once', async () => {
    const { repos, send } = await setup([{}]);
    const answer = await send(first({ donation_rhythm: 'one_time', amount: '2750' }));
    expect(answer.status).toBe(200);
    const donation = await repos.donations.findByPaymentTransaction('TWINGLE', 'T1');
    expect(donation).toMatchObject({
      userId: null,
      donationType: 'custom_one_time',
      rhythm: 'one_time',
      amount: 27.5,
      treeUnitsRequested: 5,
    });
  });

  it('sends the same push twice at once and still stores one donation', async () => {
    const { repos, send } = await setup([{ userId: 'user-1' }]);
    const answers = await Promise.all([send(first()), send(first())]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await repos.donations.listByUser('user-1')).toHaveLength(1);
    expect(await repos.orders.listByUser('user-1')).toHaveLength(1);
  });

  it('refuses wrong keys and stores nothing', async () => {
    const { repos, send } = await setup([{ userId: 'user-1' }]);
    expect(await send(first({ key: 'falsch' }))).toMatchObject({
      status: 401,
      body: { is_error: 1, error_code: 'unauthorized' },
    });
    expect(await send(first({ api_key: '' }))).toMatchObject({ status: 401 });
    expect(await repos.donations.listByUser('user-1')).toEqual([]);
  });

  it('refuses unknown, used and conflicting campaigns, future dates and test pushes where they are not accepted', async () => {
    const { repos, send } = await setup([{ userId: 'user-1' }, { userId: 'user-1' }]);
    expect(await send(first({ campaign_id: 'nope' }))).toMatchObject({
      status: 400,
      body: { error_code: 'unknown_campaign', error_field: 'campaign_id' },
    });
    expect(await send(first({ confirmed_at: '20261125120000' }))).toMatchObject({
      status: 400,
      body: { error_field: 'confirmed_at' },
    });
    expect((await send(first())).status).toBe(200);
    expect(await send(first({ trx_id: 'T2' }))).toMatchObject({ status: 409, body: { error_code: 'campaign_used' } });
    expect(await send(first({ campaign_id: 'intent-2' }))).toMatchObject({
      status: 409,
      body: { error_code: 'transaction_conflict' },
    });
    expect(await repos.donations.listByUser('user-1')).toHaveLength(1);

    const production = await setup([{}], false);
    expect(await production.send(first({ is_test: '1' }))).toMatchObject({
      status: 422,
      body: { error_code: 'test_donation' },
    });
  });
});

describe('donationTypeFor', () => {
  it('keeps the chosen type while rhythm and (for percent Abos) amount match, else falls back to the custom types', () => {
    expect(donationTypeFor({ donationType: 'percent_150', amount: 50 }, 'monthly', 50)).toBe('percent_150');
    expect(donationTypeFor({ donationType: 'percent_150', amount: 50 }, 'monthly', 55)).toBe('custom_abo');
    expect(donationTypeFor({ donationType: 'percent_150', amount: null }, 'monthly', 50)).toBe('custom_abo');
    expect(donationTypeFor({ donationType: 'percent_100', amount: 35 }, 'one_time', 35)).toBe('custom_one_time');
    expect(donationTypeFor({ donationType: 'custom_abo', amount: 20 }, 'monthly', 80)).toBe('custom_abo');
    expect(donationTypeFor({ donationType: 'custom_one_time', amount: null }, 'monthly', 80)).toBe('custom_abo');
    expect(donationTypeFor({ donationType: null, amount: null }, 'one_time', 80)).toBe('custom_one_time');
  });
});

describe('TwinglePushService: instalments, end and cancel', () => {
  const instalment = (trx: string, overrides: TwingleFields = {}) =>
    first({ trx_id: trx, parent_trx_id: 'T1', confirmed_at: '20261123191000', amount: '4000', ...overrides });

  it('adds one order per instalment, idempotent on its trx_id', async () => {
    const { repos, send } = await setup([{ userId: 'user-1', donationType: 'custom_abo', amount: 35 }]);
    await send(first());
    const added = await send(instalment('T2'));
    expect(added).toMatchObject({ status: 200, body: { values: { status: 'created' } } });
    expect(await send(instalment('T2'))).toMatchObject({ status: 200, body: { values: { status: 'unchanged' } } });
    const orders = await repos.orders.listByUser('user-1');
    expect(orders).toHaveLength(2);
    expect(orders.find((o) => o.paymentProviderTransactionId === 'T2')).toMatchObject({
      orderState: 'DONATED',
      amount: 40,
      treeUnits: 8,
      donationType: 'custom_abo',
      donatedAt: new Date('2026-11-23T18:10:00.000Z'),
    });
    expect(await repos.donations.listByUser('user-1')).toHaveLength(1);
  });

  it('refuses instalments of unknown or one-time donations and reused transaction ids', async () => {
    const { repos, send } = await setup([{ userId: 'user-1' }, { userId: 'user-1' }]);
    expect(await send(instalment('T2'))).toMatchObject({
      status: 422,
      body: { error_code: 'unknown_transaction', error_field: 'parent_trx_id' },
    });
    await send(first({ donation_rhythm: 'one_time' }));
    expect(await send(instalment('T2'))).toMatchObject({ status: 422, body: { error_code: 'not_recurring' } });
    expect(await send(instalment('T1', { parent_trx_id: 'T0' }))).toMatchObject({ status: 422 });
    expect(await repos.orders.listByUser('user-1')).toHaveLength(1);
  });

  it('ends an Abo at ended_at and still records a later instalment (money taken is never refused); ending twice changes nothing', async () => {
    const { repos, send } = await setup([{ userId: 'user-1' }]);
    await send(first());
    const end = { project_id: 'tw-klimahain', trx_id: 'T1', ended_at: '20261123190700' };
    expect(await send(end, 'endrecurring')).toMatchObject({ status: 200, body: { values: { status: 'ended' } } });
    expect(await send(end, 'endrecurring')).toMatchObject({ status: 200, body: { values: { status: 'unchanged' } } });
    expect((await repos.donations.findByPaymentTransaction('TWINGLE', 'T1'))?.canceledAt).toEqual(
      new Date('2026-11-23T18:07:00.000Z'),
    );
    expect(await send(instalment('T3', { confirmed_at: '20261123190900' }))).toMatchObject({
      status: 200,
      body: { values: { status: 'created' } },
    });
    expect(await repos.orders.findByPaymentTransaction('T3')).toMatchObject({ amount: 40, orderState: 'DONATED' });
    // An ended Abo keeps its amount: only a running one follows the money.
    expect(await repos.donations.findByPaymentTransaction('TWINGLE', 'T1')).toMatchObject({ amount: 35 });
    expect(await send({ ...end, trx_id: 'T9' }, 'endrecurring')).toMatchObject({
      status: 422,
      body: { error_code: 'unknown_transaction' },
    });
    expect(await send({ ...end, ended_at: 'gestern' }, 'endrecurring')).toMatchObject({
      status: 400,
      body: { error_field: 'ended_at' },
    });
  });

  it('cancels a first payment (order ABORTED, Abo ended) and a single instalment', async () => {
    const { repos, send } = await setup([{ userId: 'user-1' }]);
    await send(first());
    await send(instalment('T2'));
    const cancel = { project_id: 'tw-klimahain', cancelled_at: '20261123192000', cancel_reason: 'Rücklastschrift' };
    expect(await send({ ...cancel, trx_id: 'T2' }, 'cancel')).toMatchObject({
      status: 200,
      body: { values: { status: 'cancelled' } },
    });
    let orders = await repos.orders.listByUser('user-1');
    expect(orders.map((o) => [o.paymentProviderTransactionId, o.orderState])).toEqual(
      expect.arrayContaining([
        [null, 'DONATED'],
        ['T2', 'ABORTED'],
      ]),
    );
    expect(await send({ ...cancel, trx_id: 'T1' }, 'cancel')).toMatchObject({
      status: 200,
      body: { values: { status: 'cancelled' } },
    });
    orders = await repos.orders.listByUser('user-1');
    expect(orders.every((o) => o.orderState === 'ABORTED')).toBe(true);
    expect((await repos.donations.findByPaymentTransaction('TWINGLE', 'T1'))?.canceledAt).toEqual(
      new Date('2026-11-23T18:20:00.000Z'),
    );
    expect(await send({ ...cancel, trx_id: 'T1' }, 'cancel')).toMatchObject({
      status: 200,
      body: { values: { status: 'unchanged' } },
    });
  });

  it('leaves an order that is already accounted as it is', async () => {
    const { repos, send } = await setup([{ userId: 'user-1' }]);
    await send(first({ donation_rhythm: 'one_time' }));
    const [order] = await repos.orders.listByUser('user-1');
    await repos.orders.save({ ...order, orderState: 'ACCOUNTED' });
    const answer = await send({ project_id: 'p', trx_id: 'T1', cancelled_at: '20261123192000' }, 'cancel');
    expect(answer).toMatchObject({ status: 200, body: { values: { status: 'unchanged' } } });
    expect((await repos.orders.findById(order.treeProviderDonationId))?.orderState).toBe('ACCOUNTED');
  });
});

describe('TwinglePushService: retries after the donor’s account was dropped', () => {
  it('answers the same push again as unchanged although the donation lost its user', async () => {
    const { repos, send } = await setup([{ userId: 'user-1' }]);
    const recorded = await send(first());
    const [donation] = await repos.donations.listByUser('user-1');
    await repos.donations.save({ ...donation, userId: null });
    const again = await send(first());
    expect(again).toMatchObject({
      status: 200,
      body: {
        values: {
          status: 'unchanged',
          donation_id: recorded.body.is_error === 0 ? recorded.body.values.donation_id : '',
        },
      },
    });
  });
});
