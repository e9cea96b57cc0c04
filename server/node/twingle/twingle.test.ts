import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockTokenFor } from '../../../mocks/auth.js';
import { fixtureSeed } from '../../../mocks/fixtures/seed.js';
import { USER_IDS } from '../../../mocks/fixtures/users.js';
import { MemoryMailer } from '../../../mocks/memoryPorts.js';
import { formatTwingleDate, SANDBOX_TWINGLE_KEYS } from '../../core/domain/donations/twinglePush.js';
import { SANDBOX_FAILING_IBAN, SANDBOX_IBAN } from '../../core/domain/donations/twinglePushSandbox.js';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import { readConfig } from '../config.js';
import { germanDay } from '../../core/domain/calendar/calendarDays.js';
import { createNodeServer } from '../createNodeServer.js';

const PRODUCTION_KEYS = {
  TWINGLE_API_KEY: 'production-api-key-0123456789',
  TWINGLE_SITE_KEY: 'production-site-key-0123456789',
};

async function serve(env: Record<string, string> = {}) {
  const repos = createMemoryRepositories(fixtureSeed);
  const lines: string[] = [];
  const mailer = new MemoryMailer();
  const server = createNodeServer(
    readConfig({ PORT: '4000', AUTH_MODE: 'mock', DATABASE_URL: 'memory', APP_URL: 'http://127.0.0.1:5173', ...env }),
    { repos, mailer },
    (l) => lines.push(l),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const graphql = async (query: string, variables: Record<string, unknown> = {}, as?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (as) headers['x-access-code'] = mockTokenFor({ sub: as });
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return res.json();
  };
  const intent = async (as?: string, project = 'uganda', donationType?: string, amount?: number): Promise<string> => {
    const body = await graphql(
      'mutation I($p: String!, $t: DonationType, $a: Float) { createTwingleCampaignId(project: $p, donationType: $t, amount: $a) }',
      { p: project, t: donationType ?? null, a: amount ?? null },
      as,
    );
    return body.data.createTwingleCampaignId;
  };
  const push = (
    fields: Record<string, string>,
    path = '/webhooks/twingle',
    keys: { apiKey: string; siteKey: string } = SANDBOX_TWINGLE_KEYS,
  ) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ api_key: keys.apiKey, key: keys.siteKey, ...fields }).toString(),
    });
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { repos, mailer, lines, base, graphql, intent, push, close };
}

const minutesAgo = (n: number) => formatTwingleDate(new Date(Date.now() - n * 60_000));

const donationPush = (campaign: string, trx: string, overrides: Record<string, string> = {}) => ({
  project_id: 'tw-klimahain',
  trx_id: trx,
  confirmed_at: minutesAgo(2),
  amount: '3500',
  currency: 'EUR',
  payment_method: 'debit_automatic',
  donation_rhythm: 'monthly',
  campaign_id: campaign,
  user_email: 'jemand@example.org',
  ...overrides,
});

const DONATIONS =
  '{ getDonations { donationId donationType rhythm amount treeUnitsRequested project orders { orderState amount } } }';

describe('POST /webhooks/twingle on the Node server', () => {
  let s: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(() => s.close());

  it('records a signed-in donor’s push once: the same push twice gives one donation and one order, visible in getDonations', async () => {
    const lena = USER_IDS.newUser;
    const cid = await s.intent(lena, 'uganda', 'custom_abo', 35);
    const first = await s.push(donationPush(cid, 'NODE-T1'));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const one = await first.json();
    expect(one).toMatchObject({ is_error: 0, values: { status: 'created', trx_id: 'NODE-T1' } });
    const again = await (await s.push(donationPush(cid, 'NODE-T1'))).json();
    expect(again).toMatchObject({ is_error: 0, values: { status: 'unchanged', donation_id: one.values.donation_id } });

    const { data } = await s.graphql(DONATIONS, {}, lena);
    expect(data.getDonations).toEqual([
      {
        donationId: one.values.donation_id,
        donationType: 'custom_abo',
        rhythm: 'monthly',
        amount: 35,
        treeUnitsRequested: 7,
        project: 'uganda',
        orders: [{ orderState: 'DONATED', amount: 35 }],
      },
    ]);
    const status = await s.graphql(
      'query P($id: ID!) { paymentIntent(id: $id) { donation { donationId } } }',
      { id: cid },
      lena,
    );
    expect(status.data.paymentIntent.donation.donationId).toBe(one.values.donation_id);
    expect(s.lines.filter((l) => l.startsWith('twingle submit: 200'))).toHaveLength(2);
    expect(s.lines.join('\n')).not.toContain('jemand@example.org');
  });

  it('keeps a guest’s donation without a user', async () => {
    const cid = await s.intent(undefined, 'indonesia');
    const answer = await (
      await s.push(donationPush(cid, 'NODE-GUEST', { donation_rhythm: 'one_time', amount: '1000' }))
    ).json();
    expect(answer.is_error).toBe(0);
    expect(await s.repos.donations.findByPaymentTransaction('TWINGLE', 'NODE-GUEST')).toMatchObject({
      userId: null,
      project: 'indonesia',
      donationType: 'custom_one_time',
      amount: 10,
      treeUnitsRequested: 2,
    });
  });

  it('refuses wrong or missing keys with 401 and stores nothing', async () => {
    const cid = await s.intent(USER_IDS.newUser);
    for (const keys of [
      { apiKey: SANDBOX_TWINGLE_KEYS.apiKey, siteKey: 'falsch' },
      { apiKey: 'falsch', siteKey: SANDBOX_TWINGLE_KEYS.siteKey },
      { apiKey: '', siteKey: '' },
    ]) {
      const res = await s.push(donationPush(cid, 'NODE-KEYS'), '/webhooks/twingle', keys);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        is_error: 1,
        error_code: 'unauthorized',
        error_message: 'api_key oder key fehlt oder ist falsch.',
      });
    }
    expect(await s.repos.donations.findByPaymentTransaction('TWINGLE', 'NODE-KEYS')).toBeUndefined();
    expect((await s.repos.paymentIntents.findById(cid))?.usedByDonationId).toBeNull();
  });

  it.each([
    ['a missing trx_id', { trx_id: '' }, 'missing_field', 'trx_id'],
    ['a missing amount', { amount: '' }, 'missing_field', 'amount'],
    ['a bad date', { confirmed_at: '23.11.2026' }, 'invalid_format', 'confirmed_at'],
    ['a negative amount', { amount: '-3500' }, 'invalid_format', 'amount'],
    ['an amount in euros', { amount: '35.00' }, 'invalid_format', 'amount'],
    ['less than 5 €', { amount: '400' }, 'invalid_format', 'amount'],
    ['an unknown rhythm', { donation_rhythm: 'daily' }, 'invalid_format', 'donation_rhythm'],
    ['an unknown currency', { currency: 'CHF' }, 'invalid_format', 'currency'],
    ['an unknown campaign', { campaign_id: 'keine-zahlung' }, 'unknown_campaign', 'campaign_id'],
  ])('answers %s with 400, a German message naming the field, and stores nothing', async (_, change, code, field) => {
    const cid = await s.intent(USER_IDS.newUser);
    const res = await s.push(donationPush(cid, 'NODE-BAD', change));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ is_error: 1, error_code: code, error_field: field });
    expect(body.error_message).toContain(`„${field}“`);
    expect(await s.repos.donations.findByPaymentTransaction('TWINGLE', 'NODE-BAD')).toBeUndefined();
  });

  it('refuses a rhythm Twingle does not send (400), a used campaign (409), other media types, methods and oversized bodies', async () => {
    const cid = await s.intent(USER_IDS.newUser);
    expect((await s.push(donationPush(cid, 'NODE-Y', { donation_rhythm: 'weekly' }))).status).toBe(400);
    expect((await s.push(donationPush(cid, 'NODE-Y1'))).status).toBe(200);
    const used = await s.push(donationPush(cid, 'NODE-Y2'));
    expect(used.status).toBe(409);
    expect((await used.json()).error_code).toBe('campaign_used');
    const url = `${s.base}/webhooks/twingle`;
    expect((await fetch(url)).status).toBe(405);
    expect((await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })).status).toBe(
      415,
    );
    const big = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `purpose=${'x'.repeat(21_000)}`,
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error_code).toBe('payload_too_large');
  });

  it('takes a JSON body as well', async () => {
    const cid = await s.intent(USER_IDS.newUser);
    const res = await fetch(`${s.base}/webhooks/twingle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...donationPush(cid, 'NODE-JSON', { donation_rhythm: 'one_time' }),
        amount: 2000,
        api_key: SANDBOX_TWINGLE_KEYS.apiKey,
        key: SANDBOX_TWINGLE_KEYS.siteKey,
      }),
    });
    expect(await res.json()).toMatchObject({ is_error: 0, values: { status: 'created' } });
  });

  it('adds an instalment as a second order (a repeated instalment changes nothing), then ends and cancels', async () => {
    const jonas = USER_IDS.newUser;
    const cid = await s.intent(jonas, 'indonesia');
    await s.push(donationPush(cid, 'NODE-ABO'));
    const instalment = donationPush(cid, 'NODE-ABO-2', { parent_trx_id: 'NODE-ABO', confirmed_at: minutesAgo(1) });
    expect(await (await s.push(instalment)).json()).toMatchObject({ is_error: 0, values: { status: 'created' } });
    expect(await (await s.push(instalment)).json()).toMatchObject({ is_error: 0, values: { status: 'unchanged' } });
    const abo = await s.repos.donations.findByPaymentTransaction('TWINGLE', 'NODE-ABO');
    expect(await s.repos.orders.listByDonation(abo!.donationId)).toHaveLength(2);

    const cancel = await s.push(
      { project_id: 'p', trx_id: 'NODE-ABO-2', cancelled_at: minutesAgo(0), cancel_reason: 'Rücklastschrift' },
      '/webhooks/twingle/cancel',
    );
    expect(await cancel.json()).toMatchObject({ is_error: 0, values: { status: 'cancelled' } });
    expect((await s.repos.orders.findByPaymentTransaction('NODE-ABO-2'))?.orderState).toBe('ABORTED');

    const end = await s.push({ project_id: 'p', trx_id: 'NODE-ABO', ended_at: minutesAgo(0) }, '/webhooks/twingle/end');
    expect(await end.json()).toMatchObject({ is_error: 0, values: { status: 'ended' } });
    const { data } = await s.graphql('{ getDonations(active: true) { donationId } }', {}, jonas);
    expect(data.getDonations.map((d: { donationId: string }) => d.donationId)).not.toContain(abo!.donationId);
    expect(
      (await s.push({ project_id: 'p', trx_id: 'NODE-NONE', ended_at: minutesAgo(0) }, '/webhooks/twingle/end')).status,
    ).toBe(422);
  });
});

describe('the sandbox widget', () => {
  let s: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(() => s.close());

  const pay = (form: Record<string, string>) =>
    fetch(`${s.base}/_sandbox/twingle/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    });
  const form = (cid: string, overrides: Record<string, string> = {}) => ({
    widgetId: 'klimahain',
    cid,
    amount: '25,50',
    rhythm: 'one_time',
    firstName: 'Erika',
    lastName: 'Mustermann',
    email: 'erika@example.org',
    method: 'debit',
    iban: SANDBOX_IBAN,
    ...overrides,
  });

  it('serves a page without inline script that the app may frame, with its script and style sheet', async () => {
    const res = await fetch(`${s.base}/_sandbox/twingle/klimahain?tw_amount=35&tw_rhythm=monthly&tw_cid=abc`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/_sandbox\/twingle\/assets\/widget\.js"/);
      expect(content.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).toContain('Sandbox</strong> – es wird kein Geld bewegt');
    expect(html).toContain('data-app-origin="http://127.0.0.1:5173"');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'self' http://127.0.0.1:5173");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers.get('x-frame-options')).toBeNull();

    const js = await fetch(`${s.base}/_sandbox/twingle/assets/widget.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toContain("tell('donationFinished'");
    expect((await fetch(`${s.base}/_sandbox/twingle/assets/widget.css`)).status).toBe(200);
    expect((await fetch(`${s.base}/_sandbox/twingle/assets/nope.js`)).status).toBe(404);
    // Every other response keeps frame-ancestors 'none'.
    expect(
      (await fetch(`${s.base}/_sandbox/twingle/assets/widget.js`)).headers.get('content-security-policy'),
    ).toContain("frame-ancestors 'none'");
  });

  it('pays: the push over loopback records the donation, and only then answers ok', async () => {
    const cid = await s.intent(USER_IDS.newUser, 'uganda', 'custom_one_time', 25.5);
    const res = await pay(form(cid));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      ok: true,
      amount: 25.5,
      rhythm: 'one_time',
      trx_id: expect.stringMatching(/^SBX[A-Z0-9]{12}$/),
    });
    const donation = await s.repos.donations.findByPaymentTransaction('TWINGLE', body.trx_id);
    expect(donation).toMatchObject({
      donationId: body.donation_id,
      userId: USER_IDS.newUser,
      amount: 25.5,
      treeUnitsRequested: 5,
      donationType: 'custom_one_time',
    });
    expect(s.lines.some((l) => l.startsWith('twingle submit: 200 created'))).toBe(true);
  });

  it("sends a gift's custom fields on in the push (custom_fields), which makes the gift when the intent has none", async () => {
    const cid = await s.intent(USER_IDS.withDonations, 'indonesia', 'custom_one_time', 15);
    const res = await pay({
      ...form(cid, { amount: '15' }),
      customFields: {
        klimahain_gift_recipient_name: ' Jana ',
        klimahain_gift_recipient_email: 'jana@example.org',
        // In a week: a day within the year ahead, whenever this runs.
        klimahain_gift_deliver_on: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        klimahain_gift_message: '',
        not_a_gift_field: 'ignored',
      },
    } as never);
    expect(res.status).toBe(200);
    const gift = await s.repos.treeGifts.findByIntent(cid);
    expect(gift).toMatchObject({
      recipientName: 'Jana',
      recipientEmail: 'jana@example.org',
      giverUserId: USER_IDS.withDonations,
    });
    expect(gift?.donationId).not.toBeNull();
  });

  it('mails the giver the certificate to print right after the push when the gift has no recipient address', async () => {
    const body = await s.graphql(
      `mutation I($gift: InputTreeGift) {
        createTwingleCampaignId(project: "uganda", donationType: custom_one_time, amount: 10, gift: $gift)
      }`,
      // Today in Germany, the gift's calendar.
      {
        gift: {
          recipientName: 'Onkel Otto',
          deliverOn: germanDay(new Date()),
        },
      },
      USER_IDS.withDonations,
    );
    const cid = body.data.createTwingleCampaignId as string;
    expect((await pay(form(cid, { amount: '10' }))).status).toBe(200);
    // No waiting for the job's next round (minutes): the payment itself starts it.
    await vi.waitFor(() =>
      expect(s.mailer.sent.map((m) => m.subject)).toContain('Deine Baum-Urkunde für Onkel Otto zum Ausdrucken'),
    );
  });

  it('shows field errors in German, refuses the failing IBAN as a payment error and a used payment from the push, storing nothing', async () => {
    const cid = await s.intent(undefined);
    const invalid = await pay(form(cid, { amount: '3', email: 'erika', firstName: '', iban: 'DE12 3456' }));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fields).toEqual({
      amount: 'Der Betrag muss mindestens 5 € sein (ein Baum).',
      firstName: 'Bitte gib deinen Vornamen ein.',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
      iban: 'Diese IBAN ist ungültig. Bitte prüfe sie.',
    });
    const declined = await pay(form(cid, { iban: SANDBOX_FAILING_IBAN }));
    expect(declined.status).toBe(402);
    expect((await declined.json()).error).toMatch(/^Die Lastschrift wurde von der Bank abgelehnt/);
    const card = await pay(
      form(cid, { method: 'creditcard', cardNumber: '4000 0000 0000 0002', cardExpiry: '12/40', cardCvc: '123' }),
    );
    expect(card.status).toBe(402);
    expect((await s.repos.paymentIntents.findById(cid))?.usedByDonationId).toBeNull();

    const unknown = await pay(form('keine-zahlung'));
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).error).toBe(
      'Die Spende wurde nicht verbucht: Das Feld „campaign_id“ nennt keine begonnene Zahlung von Klimahain.',
    );
  });

  it('sends the next instalment of a monthly donation', async () => {
    const cid = await s.intent(USER_IDS.newUser, 'uganda');
    const paid = await (await pay(form(cid, { rhythm: 'monthly', amount: '20' }))).json();
    const res = await fetch(`${s.base}/_sandbox/twingle/instalment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trx_id: paid.trx_id }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      is_error: 0,
      values: { status: 'created', donation_id: paid.donation_id },
    });
    expect(await s.repos.orders.listByDonation(paid.donation_id)).toHaveLength(2);
  });
});

describe('in production', () => {
  it('refuses the sandbox (404) and takes pushes with the configured keys only', async () => {
    const s = await serve({
      NODE_ENV: 'production',
      AUTH_MODE: 'cognito',
      COGNITO_USER_POOL_ID: 'eu-central-1_AbC123',
      COGNITO_CLIENT_ID: 'client-1',
      DATABASE_URL: 'postgres://klimahain@127.0.0.1:1/klimahain',
      MAIL_TRANSPORT: 'smtp://127.0.0.1:1',
      ALLOW_EXAMPLE_OPERATOR: '1',
      ...PRODUCTION_KEYS,
    });
    try {
      for (const path of [
        '/_sandbox/twingle/klimahain?tw_cid=x',
        '/_sandbox/twingle/assets/widget.js',
        '/_sandbox/twingle',
      ]) {
        expect((await fetch(`${s.base}${path}`)).status).toBe(404);
      }
      expect(
        (
          await fetch(`${s.base}/_sandbox/twingle/pay`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).status,
      ).toBe(404);
      // The sandbox keys open nothing here.
      expect((await s.push(donationPush('demo', 'PROD-1'))).status).toBe(401);
      const production = { apiKey: PRODUCTION_KEYS.TWINGLE_API_KEY, siteKey: PRODUCTION_KEYS.TWINGLE_SITE_KEY };
      const unknown = await s.push(donationPush('keine-zahlung', 'PROD-1'), '/webhooks/twingle', production);
      expect(unknown.status).toBe(400);
      expect((await unknown.json()).error_code).toBe('unknown_campaign');
    } finally {
      await s.close();
    }
  });
});
