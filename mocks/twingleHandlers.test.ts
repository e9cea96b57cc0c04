import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TWINGLE_KEYS } from '../server/core/domain/donations/twinglePush.js';
import { SANDBOX_FAILING_IBAN, SANDBOX_IBAN } from '../server/core/domain/donations/twinglePushSandbox.js';
import { mockTokenFor } from './auth.js';
import { USER_IDS } from './fixtures/users.js';
import { mockScenario, server } from './node.js';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function intent(as?: string): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (as) headers['x-access-code'] = mockTokenFor({ sub: as });
  const res = await fetch('http://localhost/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      query: 'mutation { createTwingleCampaignId(project: "uganda", donationType: custom_abo, amount: 20) }',
    }),
  });
  return (await res.json()).data.createTwingleCampaignId;
}

const pay = (body: Record<string, string>) =>
  fetch('http://localhost/_sandbox/twingle/pay', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const form = (cid: string, overrides: Record<string, string> = {}) => ({
  widgetId: 'klimahain',
  cid,
  amount: '20',
  rhythm: 'monthly',
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika@example.org',
  method: 'debit',
  iban: SANDBOX_IBAN,
  ...overrides,
});

describe('MSW Twingle handlers (dev:mock, Storybook)', () => {
  it('pays in the sandbox: the push records the donation in the scenario’s memory repositories, and an instalment adds an order', async () => {
    const world = mockScenario('newUser');
    const cid = await intent(USER_IDS.newUser);
    const res = await pay(form(cid));
    expect(res.status).toBe(200);
    const paid = await res.json();
    expect(paid).toMatchObject({ ok: true, amount: 20, rhythm: 'monthly' });
    const repos = world.server!.repos;
    expect(await repos.donations.findById(paid.donation_id)).toMatchObject({
      userId: USER_IDS.newUser,
      donationType: 'custom_abo',
      treeUnitsRequested: 4,
    });

    const instalment = await fetch('http://localhost/_sandbox/twingle/instalment', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trx_id: paid.trx_id }),
    });
    expect(await instalment.json()).toMatchObject({ is_error: 0, values: { status: 'created' } });
    expect(await repos.orders.listByDonation(paid.donation_id)).toHaveLength(2);
  });

  it('refuses a failing IBAN and field errors without a push, and a push with wrong keys', async () => {
    const world = mockScenario('guest');
    const cid = await intent();
    expect((await pay(form(cid, { iban: SANDBOX_FAILING_IBAN }))).status).toBe(402);
    const invalid = await pay(form(cid, { amount: 'viel' }));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fields).toEqual({ amount: 'Bitte gib den Betrag in Euro ein, z. B. 25 oder 25,50.' });
    const push = await fetch('http://localhost/webhooks/twingle', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ api_key: SANDBOX_TWINGLE_KEYS.apiKey, key: 'falsch', trx_id: 'T1' }).toString(),
    });
    expect(push.status).toBe(401);
    expect((await world.server!.repos.paymentIntents.findById(cid))?.usedByDonationId).toBeNull();
  });

  it('answers end and cancel pushes through the same core', async () => {
    mockScenario('newUser');
    const cid = await intent(USER_IDS.newUser);
    const paid = await (await pay(form(cid))).json();
    const end = await fetch('http://localhost/webhooks/twingle/end', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        api_key: SANDBOX_TWINGLE_KEYS.apiKey,
        key: SANDBOX_TWINGLE_KEYS.siteKey,
        project_id: 'p',
        trx_id: paid.trx_id,
        ended_at: '20261123120000',
      }),
    });
    expect(await end.json()).toMatchObject({ is_error: 0, values: { status: 'ended', donation_id: paid.donation_id } });
  });
});
