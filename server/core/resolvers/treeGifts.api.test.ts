import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/executor.js';
import { USER_IDS } from '../../../mocks/fixtures/users.js';
import { sequentialIds } from '../../../mocks/memoryPorts.js';
import { codes, testClient } from '../../../mocks/testClient.js';
import { GiftDeliveries } from '../domain/gifts/deliveries.js';
import { TreeGiftService } from '../domain/gifts/service.js';
import { parseDonationPush } from '../domain/donations/twinglePush.js';
import { createTwinglePushService } from '../domain/donations/twinglePushService.js';

// 25 November 2026, 12:00 in Berlin.
const NOW = new Date('2026-11-25T11:00:00.000Z');
const TOMORROW = '2026-11-26';
const site = { appUrl: 'https://klimahain.example', teamEmail: 'team@klimahain.example' };

const CREATE = `
  mutation Gift($project: String!, $donationType: DonationType, $amount: Float, $gift: InputTreeGift) {
    createTwingleCampaignId(project: $project, donationType: $donationType, amount: $amount, gift: $gift)
  }
`;
const LIST = `query Gifts { treeGifts { id recipientName recipientEmail message deliverOn state project treeCount amount editable deliveredAt claimedAt certificateToken } }`;
const UPDATE = `
  mutation Update($id: ID!, $deliverOn: Date, $message: String) {
    updateTreeGift(id: $id, deliverOn: $deliverOn, message: $message) { id deliverOn message state editable }
  }
`;
const CERTIFICATE = `
  query Certificate($token: String!) {
    treeGiftCertificate(token: $token) {
      recipientName giverName message project forest atForest treeCount co2KgPerYear deliverOn state claimed claimedByViewer givenByViewer
      plots { id plotId treeCount plantedAt }
    }
  }
`;
const CLAIM = `mutation Claim($token: String!) { claimTreeGift(token: $token) { state claimed claimedByViewer } }`;
const TREES = `query Trees { trees { treeCountTotal } }`;

const GIFT = {
  recipientName: 'Oma Gisela',
  recipientEmail: 'gisela@example.org',
  message: 'Alles Liebe zum Geburtstag!',
  deliverOn: TOMORROW,
};

function setup() {
  let now = NOW;
  const clock = () => now;
  const server = createMockServer({ clock, newId: sequentialIds() });
  const gql = testClient(server);
  const push = createTwinglePushService(server.repos, {
    clock,
    newId: sequentialIds('push'),
    payments: server.payments,
    acceptTestDonations: true,
  });
  const rendered: string[] = [];
  const deliveries = new GiftDeliveries(
    server.repos,
    new TreeGiftService(server.repos, clock, sequentialIds('job')),
    { render: async (c) => (rendered.push(c.gift.recipientName), new TextEncoder().encode(`%PDF ${c.treeCount}`)) },
    server.mailer,
    site,
    clock,
  );
  const pay = (intentId: string, trxId: string, amountCents = 2500, extra: Record<string, string> = {}) =>
    push.record(
      parseDonationPush({
        project_id: 'p',
        trx_id: trxId,
        confirmed_at: '20261125115500',
        amount: String(amountCents),
        currency: 'EUR',
        payment_method: 'paypal',
        donation_rhythm: 'one_time',
        campaign_id: intentId,
        ...extra,
      }),
    );
  const give = async (gift: Record<string, unknown> = GIFT) => {
    const res = await gql<{ createTwingleCampaignId: string }>(
      CREATE,
      { project: 'uganda', donationType: 'custom_one_time', amount: 25, gift },
      'withDonations',
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createTwingleCampaignId;
  };
  return { server, gql, pay, give, deliveries, rendered, moveTo: (d: Date) => (now = d) };
}

describe('Baum verschenken (issue 26 §1)', () => {
  it('schedules a paid gift, sends it on its day once, and lets the recipient claim the trees into a new account', async () => {
    const { server, gql, pay, give, deliveries, rendered, moveTo } = setup();
    const intent = await give();
    // Before the payment the giver sees nothing yet.
    expect((await gql(LIST, {}, 'withDonations')).data!.treeGifts).toEqual([]);
    await pay(intent, 'trx-gift-1');
    const [listed] = (await gql(LIST, {}, 'withDonations')).data!.treeGifts;
    expect(listed).toMatchObject({
      recipientName: 'Oma Gisela',
      recipientEmail: 'gisela@example.org',
      deliverOn: TOMORROW,
      state: 'SCHEDULED',
      project: 'uganda',
      treeCount: 5,
      amount: 25,
      editable: true,
    });

    // Today: nothing is due.
    expect(await deliveries.run()).toEqual([]);
    expect(server.mailer.sent).toEqual([]);

    // Tomorrow: one mail to the recipient with the PDF and the certificate's link; a second run sends nothing.
    moveTo(new Date('2026-11-26T07:00:00.000Z'));
    expect(await deliveries.run()).toEqual([listed.id]);
    expect(await deliveries.run()).toEqual([]);
    expect(server.mailer.sent).toHaveLength(1);
    const [mail] = server.mailer.sent;
    expect(mail.to).toBe('gisela@example.org');
    expect(mail.subject).toBe('Mira Schäfer schenkt dir 5 Bäume in Uganda');
    expect(mail.text).toContain('Alles Liebe zum Geburtstag!');
    expect(mail.text).toContain('sie binden über ihr Wachstum rund 750 kg CO₂.');
    expect(mail.attachments?.[0]).toMatchObject({ filename: 'Baum-Urkunde.pdf', contentType: 'application/pdf' });
    expect(rendered).toEqual(['Oma Gisela']);
    const token = /\/geschenk\/([A-Za-z0-9_-]{22})\n/.exec(mail.text)![1];

    // Delivered: no more changes.
    const late = await gql(UPDATE, { id: listed.id, message: 'Zu spät' }, 'withDonations');
    expect(late.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });

    // The public certificate page by its link.
    const page = await gql(CERTIFICATE, { token });
    expect(page.data!.treeGiftCertificate).toEqual({
      recipientName: 'Oma Gisela',
      giverName: 'Mira Schäfer',
      message: 'Alles Liebe zum Geburtstag!',
      project: 'uganda',
      forest: 'Uganda',
      atForest: 'in Uganda',
      treeCount: 5,
      co2KgPerYear: 750,
      deliverOn: TOMORROW,
      state: 'DELIVERED',
      claimed: false,
      claimedByViewer: false,
      givenByViewer: false,
      plots: [],
    });

    // The provider plants: the page shows the plot, and the trees count for whoever claims them.
    const gift = (await server.repos.treeGifts.findById(listed.id))!;
    const [plot] = await server.repos.plots.findById('plot-uganda-1').then((p) => (p ? [p] : []));
    const plotId = plot?.plotId ?? (await firstPlot(server));
    await server.repos.plots.saveAllocation({
      plotId,
      userId: USER_IDS.withDonations,
      treeProviderDonationId: gift.orderId!,
      treeCount: 5,
    });
    const planted = (await gql(CERTIFICATE, { token })).data!.treeGiftCertificate;
    expect(planted.plots).toEqual([expect.objectContaining({ plotId, treeCount: 5 })]);
    // Not the plot's own Relay id: the giver's Pflanzbuch shows the same plot with another tree count.
    expect(planted.plots[0].id).toMatch(new RegExp(`^${plotId}:geschenk:`));
    // All five planted: the plot's own figure, no average tree left.
    const plotRecord = (await server.repos.plots.findById(plotId))!;
    expect(planted.co2KgPerYear).toBe(Math.round(5 * plotRecord.co2tPerTreePerYear * 1000));

    const giverTreesBefore = (await gql(TREES, {}, 'withDonations')).data!.trees.treeCountTotal;
    const recipientBefore = (await gql(TREES, {}, 'newUser')).data!.trees.treeCountTotal;
    // The giver cannot claim their own gift.
    expect((await gql(CLAIM, { token }, 'withDonations')).errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect((await gql(CLAIM, { token }, 'newUser')).data!.claimTreeGift).toEqual({
      state: 'CLAIMED',
      claimed: true,
      claimedByViewer: true,
    });
    // Again by the same account: the same answer; by anyone else: refused.
    expect((await gql(CLAIM, { token }, 'newUser')).data!.claimTreeGift.claimedByViewer).toBe(true);
    const other = await gql(CLAIM, { token }, 'withSubscription');
    expect(other.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await gql(TREES, {}, 'newUser')).data!.trees.treeCountTotal).toBe(recipientBefore + 5);
    expect((await gql(TREES, {}, 'withDonations')).data!.trees.treeCountTotal).toBe(giverTreesBefore - 5);
    expect((await gql(LIST, {}, 'withDonations')).data!.treeGifts[0]).toMatchObject({
      state: 'CLAIMED',
      editable: false,
    });
  });

  it('gives the giver the certificate to print at once when there is no recipient address', async () => {
    const { server, pay, give, deliveries } = setup();
    const intent = await give({ recipientName: 'Paul', deliverOn: '2026-12-24', message: '' });
    await pay(intent, 'trx-gift-print');
    expect(await deliveries.run()).toHaveLength(1);
    expect(server.mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['mira.schaefer@example.org', 'Deine Baum-Urkunde für Paul zum Ausdrucken'],
    ]);
    expect(server.mailer.sent[0].text).toContain('geplant für den 24.12.2026');
  });

  it('lets the giver change day and message until delivery; nobody else sees or changes the gift', async () => {
    const { gql, pay, give } = setup();
    await pay(await give(), 'trx-gift-edit');
    const [gift] = (await gql(LIST, {}, 'withDonations')).data!.treeGifts;
    const changed = await gql(
      UPDATE,
      { id: gift.id, deliverOn: '2026-12-24', message: 'Frohe Weihnachten!' },
      'withDonations',
    );
    expect(changed.data!.updateTreeGift).toEqual({
      id: gift.id,
      deliverOn: '2026-12-24',
      message: 'Frohe Weihnachten!',
      state: 'SCHEDULED',
      editable: true,
    });
    const wrong = await gql(
      UPDATE,
      { id: gift.id, deliverOn: '2026-11-24', message: 'x'.repeat(301) },
      'withDonations',
    );
    expect(wrong.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        'gift.deliverOn': 'Das Geschenk kann frühestens heute zugestellt werden.',
        'gift.message': 'Die Nachricht darf höchstens 300 Zeichen haben (jetzt 301).',
      },
    });
    expect(codes(await gql(UPDATE, { id: gift.id, message: 'Hallo' }, 'withSubscription'))).toEqual(['NOT_FOUND']);
    expect((await gql(LIST, {}, 'withSubscription')).data!.treeGifts).toEqual([]);
    expect(codes(await gql(LIST, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a wrong gift field by field and stores nothing; guests and Abos cannot gift', async () => {
    const { server, gql } = setup();
    const res = await gql(
      CREATE,
      {
        project: 'uganda',
        donationType: 'custom_one_time',
        amount: 25,
        gift: { recipientName: ' ', recipientEmail: 'kein-at', message: 'ä'.repeat(301), deliverOn: '2027-11-26' },
      },
      'withDonations',
    );
    expect(res.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        'gift.recipientName': 'Bitte gib den Namen der beschenkten Person an.',
        'gift.recipientEmail':
          'Bitte gib eine gültige E-Mail-Adresse an (z. B. name@beispiel.de) oder lass das Feld leer.',
        'gift.message': 'Die Nachricht darf höchstens 300 Zeichen haben (jetzt 301).',
        'gift.deliverOn': 'Das Geschenk kann höchstens ein Jahr im Voraus geplant werden (bis 25.11.2027).',
      },
    });
    const guest = await gql(CREATE, { project: 'uganda', donationType: 'custom_one_time', amount: 25, gift: GIFT });
    expect(guest.errors![0].extensions!.fields).toEqual({
      gift: 'Melde dich an, um Bäume zu verschenken: So siehst du dein Geschenk später.',
    });
    const abo = await gql(
      CREATE,
      { project: 'uganda', donationType: 'custom_abo', amount: 25, gift: GIFT },
      'withDonations',
    );
    expect(abo.errors![0].extensions!.fields).toEqual({
      gift: 'Verschenken kannst du eine einmalige Spende, kein Abo.',
    });
    expect(await server.repos.treeGifts.listByGiver(USER_IDS.withDonations)).toEqual([]);
  });

  it("makes the gift from Twingle's custom fields when the intent has none, and never twice", async () => {
    const { gql, pay, server } = setup();
    const res = await gql<{ createTwingleCampaignId: string }>(
      CREATE,
      { project: 'indonesia', donationType: 'custom_one_time', amount: 10 },
      'withDonations',
    );
    const intent = res.data!.createTwingleCampaignId;
    const custom = JSON.stringify({
      klimahain_gift_recipient_name: 'Jana',
      klimahain_gift_recipient_email: 'jana@example.org',
      klimahain_gift_message: 'Für dich!',
      klimahain_gift_deliver_on: TOMORROW,
    });
    await pay(intent, 'trx-custom', 1000, { custom_fields: custom });
    await pay(intent, 'trx-custom', 1000, { custom_fields: custom });
    expect((await gql(LIST, {}, 'withDonations')).data!.treeGifts).toEqual([
      expect.objectContaining({ recipientName: 'Jana', message: 'Für dich!', deliverOn: TOMORROW, treeCount: 2 }),
    ]);
    expect(await server.repos.treeGifts.listByGiver(USER_IDS.withDonations)).toHaveLength(1);
  });

  it("tells the giver's „Danke!“ which gift the payment made, once it is paid; not to anyone else", async () => {
    const { gql, pay, give } = setup();
    const STATUS = `query Status($id: ID!) { paymentIntent(id: $id) { id donation { id } gift { recipientName deliverOn state treeCount } } }`;
    const intent = await give();
    expect((await gql(STATUS, { id: intent }, 'withDonations')).data!.paymentIntent).toMatchObject({
      donation: null,
      gift: null,
    });
    await pay(intent, 'trx-gift-status');
    expect((await gql(STATUS, { id: intent }, 'withDonations')).data!.paymentIntent.gift).toEqual({
      recipientName: 'Oma Gisela',
      deliverOn: TOMORROW,
      state: 'SCHEDULED',
      treeCount: 5,
    });
    expect((await gql(STATUS, { id: intent }, 'withSubscription')).data?.paymentIntent ?? null).toBeNull();
  });

  it('names the recipient on the donation the gift was paid with, and on no other', async () => {
    const { gql, pay, give } = setup();
    const intent = await give();
    await pay(intent, 'trx-gift-label');
    const res = await gql<{
      getDonations: { giftRecipientName: string | null; amount: number }[];
    }>(`query Given { getDonations { donationId amount giftRecipientName } }`, {}, 'withDonations');
    const named = res.data!.getDonations.filter((d) => d.giftRecipientName !== null);
    expect(named).toEqual([expect.objectContaining({ giftRecipientName: 'Oma Gisela', amount: 25 })]);
    expect(res.data!.getDonations.length).toBeGreaterThan(1);
  });

  it('answers null for an unknown token and for a gift not yet delivered — but its giver sees it (issue 33 §3)', async () => {
    const { gql, pay, give, server } = setup();
    await pay(await give(), 'trx-gift-early');
    const [gift] = await server.repos.treeGifts.listByGiver(USER_IDS.withDonations);
    expect(gift.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The giver's own way to the certificate, in „Abo & Spenden“.
    const [listed] = (await gql(LIST, {}, 'withDonations')).data!.treeGifts;
    expect(listed.certificateToken).toBe(gift.token);
    expect((await gql(CERTIFICATE, { token: gift.token }, 'withDonations')).data!.treeGiftCertificate).toMatchObject({
      recipientName: 'Oma Gisela',
      state: 'SCHEDULED',
      givenByViewer: true,
      claimed: false,
    });
    expect((await gql(CERTIFICATE, { token: gift.token }, 'newUser')).data!.treeGiftCertificate).toBeNull();
    expect((await gql(CERTIFICATE, { token: gift.token })).data!.treeGiftCertificate).toBeNull();
    expect((await gql(CERTIFICATE, { token: 'A'.repeat(22) })).data!.treeGiftCertificate).toBeNull();
    expect(codes(await gql(CLAIM, { token: gift.token }, 'newUser'))).toEqual(['NOT_FOUND']);
  });
});

async function firstPlot(server: ReturnType<typeof createMockServer>): Promise<string> {
  const [a] = await server.repos.plots.listAllocationsByUser(USER_IDS.withDonations);
  return a.plotId;
}
