// Issue 12, "the push is the truth", at the API of the e2e server (production build, PGlite, cognito-local): Twingle's
// donation push records the donation once however often it comes, wrong keys store nothing, and a monthly instalment
// adds an order — checked through GraphQL as the signed-in donor.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './appReady';
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { accessTokenFor } from './provider';
import { E2E_TWINGLE_KEYS, firstPayment, sendPush, uniqueTrx } from './twingle';

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { 'x-access-code': token } : {},
  });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

const INTENT =
  'mutation($p: String!, $t: DonationType, $a: Float) { createTwingleCampaignId(project: $p, donationType: $t, amount: $a) }';
const INTENT_STATUS =
  'query($id: ID!) { paymentIntent(id: $id) { donation { donationId amount rhythm orders { orderState } } } }';
const DONATIONS =
  '{ getDonations { donationId donationType rhythm amount project treeUnitsRequested orders { orderState amount treeUnits } } }';

async function signedInDonor(label: string) {
  const password = 'Baumhain!2026';
  const user = await createConfirmedUser({
    email: uniqueEmail(label),
    password,
    givenName: 'Paula',
    familyName: 'Pusch',
  });
  return accessTokenFor(user.email, password);
}

test('the same push twice records one donation with one order; an instalment adds a second order, once', async ({
  request,
}) => {
  const token = await signedInDonor('push');
  const { createTwingleCampaignId: cid } = await graphql(
    request,
    INTENT,
    { p: 'uganda', t: 'custom_abo', a: 30 },
    token,
  );
  const trx = uniqueTrx('abo');

  const first = await sendPush(request, firstPayment(cid, trx));
  expect(first.status()).toBe(200);
  const recorded = await first.json();
  expect(recorded).toMatchObject({ is_error: 0, values: { status: 'created', trx_id: trx } });
  const again = await sendPush(request, firstPayment(cid, trx));
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({
    is_error: 0,
    values: { status: 'unchanged', donation_id: recorded.values.donation_id },
  });

  const afterFirst = await graphql(request, DONATIONS, {}, token);
  expect(afterFirst.getDonations).toEqual([
    {
      donationId: recorded.values.donation_id,
      donationType: 'custom_abo',
      rhythm: 'monthly',
      amount: 30,
      project: 'uganda',
      treeUnitsRequested: 6,
      orders: [{ orderState: 'DONATED', amount: 30, treeUnits: 6 }],
    },
  ]);

  const instalment = firstPayment(cid, uniqueTrx('rate'), {
    parent_trx_id: trx,
    confirmed_at: firstPayment(cid, trx).confirmed_at,
  });
  expect(await (await sendPush(request, instalment)).json()).toMatchObject({
    is_error: 0,
    values: { status: 'created' },
  });
  expect(await (await sendPush(request, instalment)).json()).toMatchObject({
    is_error: 0,
    values: { status: 'unchanged' },
  });

  const afterInstalment = await graphql(request, DONATIONS, {}, token);
  expect(afterInstalment.getDonations).toHaveLength(1);
  expect(afterInstalment.getDonations[0].orders).toEqual([
    { orderState: 'DONATED', amount: 30, treeUnits: 6 },
    { orderState: 'DONATED', amount: 30, treeUnits: 6 },
  ]);
});

test('a push with wrong keys is refused with 401 and stores nothing', async ({ request }) => {
  const token = await signedInDonor('keys');
  const { createTwingleCampaignId: cid } = await graphql(request, INTENT, { p: 'indonesia', t: null, a: null }, token);
  const trx = uniqueTrx('keys');
  for (const keys of [
    { ...E2E_TWINGLE_KEYS, siteKey: 'falsch' },
    { apiKey: 'sandbox-twingle-api-key', siteKey: 'sandbox-twingle-site-key' },
  ]) {
    const refused = await sendPush(
      request,
      firstPayment(cid, trx, { donation_rhythm: 'one_time' }),
      '/webhooks/twingle',
      keys,
    );
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ is_error: 1, error_code: 'unauthorized' });
  }
  expect((await graphql(request, INTENT_STATUS, { id: cid }, token)).paymentIntent).toEqual({ donation: null });
  expect((await graphql(request, DONATIONS, {}, token)).getDonations).toEqual([]);

  // The right keys afterwards: the intent was untouched and is used now.
  expect(
    (await sendPush(request, firstPayment(cid, trx, { donation_rhythm: 'one_time', amount: '1500' }))).status(),
  ).toBe(200);
  expect((await graphql(request, INTENT_STATUS, { id: cid }, token)).paymentIntent.donation).toMatchObject({
    amount: 15,
    rhythm: 'one_time',
    orders: [{ orderState: 'DONATED' }],
  });
});

test('a malformed push is refused with a coded German error, and a guest’s donation is kept without a user', async ({
  request,
}) => {
  const { createTwingleCampaignId: cid } = await graphql(request, INTENT, { p: 'uganda', t: null, a: null });
  const trx = uniqueTrx('gast');
  const malformed = await sendPush(request, firstPayment(cid, trx, { amount: '-500' }));
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toMatchObject({
    is_error: 1,
    error_code: 'invalid_format',
    error_field: 'amount',
    error_message: expect.stringContaining('„amount“'),
  });
  expect((await graphql(request, INTENT_STATUS, { id: cid })).paymentIntent).toEqual({ donation: null });

  expect(
    (await sendPush(request, firstPayment(cid, trx, { donation_rhythm: 'one_time', amount: '2500' }))).status(),
  ).toBe(200);
  expect((await graphql(request, INTENT_STATUS, { id: cid })).paymentIntent.donation).toMatchObject({
    amount: 25,
    rhythm: 'one_time',
  });
});
