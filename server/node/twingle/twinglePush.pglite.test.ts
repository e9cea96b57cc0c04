import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRecurringPayments } from '../../../mocks/memoryPorts.js';
import { pgliteTemplate } from '../../../tests/support/pgliteTemplate.js';
import {
  formatTwingleDate,
  SANDBOX_TWINGLE_KEYS,
  type TwingleFields,
} from '../../core/domain/donations/twinglePush.js';
import { answerTwinglePush } from '../../core/domain/donations/twinglePushEndpoint.js';
import { createTwinglePushService } from '../../core/domain/donations/twinglePushService.js';
import { openStore, type Store } from '../store/openStore.js';

/** The push on the SQL store (PGlite): pushes that arrive at the same moment still record everything once. */
describe('Twingle push on PGlite', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ kind: 'pglite', dataDir: 'memory://' }, { pgliteTemplate: await pgliteTemplate() });
  }, 120_000);
  afterAll(() => store?.close());

  const send = (fields: TwingleFields) =>
    answerTwinglePush(
      'submit',
      { api_key: SANDBOX_TWINGLE_KEYS.apiKey, key: SANDBOX_TWINGLE_KEYS.siteKey, ...fields },
      {
        service: createTwinglePushService(store.repos, {
          clock: () => new Date(),
          newId: () => crypto.randomUUID(),
          payments: new MemoryRecurringPayments(),
          acceptTestDonations: true,
        }),
        keysMatch: () => true,
        log: () => {},
      },
    );

  it('records a first payment sent three times at once as one donation, and a tripled instalment as one order', async () => {
    await store.repos.paymentIntents.save({
      id: 'pglite-intent',
      userId: null,
      project: 'uganda',
      createdAt: new Date(),
      usedByDonationId: null,
      donationType: 'custom_abo',
      amount: 20,
    });
    const push = {
      project_id: 'p',
      trx_id: 'PG-T1',
      confirmed_at: formatTwingleDate(new Date(Date.now() - 60_000)),
      amount: '2000',
      currency: 'EUR',
      payment_method: 'debit_automatic',
      donation_rhythm: 'monthly',
      campaign_id: 'pglite-intent',
    };
    const firsts = await Promise.all([send(push), send(push), send(push)]);
    expect(firsts.map((a) => a.status)).toEqual([200, 200, 200]);
    const ids = new Set(firsts.map((a) => (a.body.is_error === 0 ? a.body.values.donation_id : null)));
    expect(ids.size).toBe(1);

    const instalment = { ...push, trx_id: 'PG-T2', parent_trx_id: 'PG-T1' };
    const rates = await Promise.all([send(instalment), send(instalment), send(instalment)]);
    expect(rates.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(rates.filter((a) => a.body.is_error === 0 && a.body.values.status === 'created')).toHaveLength(1);

    const donation = await store.repos.donations.findByPaymentTransaction('TWINGLE', 'PG-T1');
    expect(donation).toMatchObject({ userId: null, donationType: 'custom_abo', amount: 20, treeUnitsRequested: 4 });
    const orders = await store.repos.orders.listByDonation(donation!.donationId);
    expect(orders.map((o) => o.paymentProviderTransactionId).sort()).toEqual(['PG-T2', null].sort());
  }, 60_000);
});
