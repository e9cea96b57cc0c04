import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/executor.js';
import { sequentialIds } from '../../../mocks/memoryPorts.js';
import { codes, testClient, type As, type GraphQLResponse } from '../../../mocks/testClient.js';
import { USER_IDS } from '../../../mocks/fixtures/users.js';

// ───────────────────────────── Setup and GraphQL documents ─────────────────────────────

const NOW = '2026-11-22T12:00:00.000Z';

/** A fresh world per test: fixed clock, ids id-1, id-2, … in the order the server asks for them. */
function setup() {
  const server = createMockServer({ clock: () => new Date(NOW), newId: sequentialIds() });
  // A provider that ends and changes at once (an API Twingle confirmed for an account); the team's path, production's
  // default, is tested in teamTasks.api.test.ts.
  server.payments.answer = 'ENDED';
  return { server, gql: testClient(server) };
}

const ORDER_FIELDS = `
  id treeProviderDonationId orderState amount currency donatedAt donationType plannedPlanting project treeUnits accountedAt
`;

const DONATION_FIELDS = `
  id donationId donationType rhythm active amount currency project donatedAt confirmedAt canceledAt treeProvider
  treeUnitsRequested orders { ${ORDER_FIELDS} }
`;

const GET_DONATIONS = `
  query Donations($active: Boolean, $rhythm: [Rhythm!]) {
    getDonations(active: $active, rhythm: $rhythm) { ${DONATION_FIELDS} }
  }
`;

const CREATE_INTENT = `
  mutation CreateTwingleCampaignId($project: String!) { createTwingleCampaignId(project: $project) }
`;

const CREATE_CHOSEN_INTENT = `
  mutation CreateChosenIntent($project: String!, $donationType: DonationType, $amount: Float) {
    createTwingleCampaignId(project: $project, donationType: $donationType, amount: $amount)
  }
`;

const PAYMENT_INTENT = `
  query PaymentIntent($id: ID!) { paymentIntent(id: $id) { id project donationType amount donation { donationId amount treeUnitsRequested } } }
`;

const CREATE_DONATION = `
  mutation CreateDonation($donation: InputDonation!) { createDonation(donation: $donation) { ${DONATION_FIELDS} } }
`;

const PAUSE_DONATION = `
  mutation PauseDonation($donationId: ID!) { pauseDonation(donationId: $donationId) { ${DONATION_FIELDS} } }
`;

const HISTORY_ORDERS = `query HistoryOrders { historyOrders { ${ORDER_FIELDS} } }`;
const PLANNED_ORDERS = `query PlannedOrders { plannedOrders { ${ORDER_FIELDS} } }`;

type Gql = ReturnType<typeof testClient>;

async function donationIds(gql: Gql, as: As, variables: Record<string, unknown> = {}): Promise<string[]> {
  const res = await gql(GET_DONATIONS, variables, as);
  expect(res.errors).toBeUndefined();
  return res.data!.getDonations.map((d: { donationId: string }) => d.donationId);
}

async function createIntent(gql: Gql, as: As, project = 'indonesia'): Promise<string> {
  const res = await gql(CREATE_INTENT, { project }, as);
  expect(res.errors).toBeUndefined();
  return res.data!.createTwingleCampaignId;
}

/** A consistent one-time donation of 25 € (5 trees) for Borneo, two minutes before NOW. */
function donationInput(intentId: string, overrides: Record<string, unknown> = {}) {
  return {
    amount: 25,
    currency: 'EUR',
    donatedAt: '2026-11-22T11:58:00.000Z',
    donationType: 'custom_one_time',
    project: 'indonesia',
    rhythm: 'one_time',
    treeProvider: 'fairventures',
    treeProviderTransactionId: intentId,
    treeUnitsRequested: 5,
    paymentProvider: 'TWINGLE',
    paymentProviderTransactionId: 'twingle-trx-4711',
    ...overrides,
  };
}

const fieldsOf = (res: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  Object.keys((res.errors?.[0]?.extensions?.fields as Record<string, string> | undefined) ?? {});

// Fixture donations, newest first.
const JONAS_DONATIONS = ['donation-jonas-abo', 'donation-jonas-wunschabo'];
const MIRA_DONATIONS = [
  'donation-mira-04',
  'donation-mira-03',
  'donation-mira-05',
  'donation-mira-02',
  'donation-mira-01',
];

// ───────────────────────────── getDonations ─────────────────────────────

describe('getDonations', () => {
  it('returns all of the viewer’s donations, newest first, when called without arguments', async () => {
    const { gql } = setup();
    expect(await donationIds(gql, 'withSubscription')).toEqual(JONAS_DONATIONS);
    expect(await donationIds(gql, 'withDonations')).toEqual(MIRA_DONATIONS);
  });

  it('with active:true returns only running monthly donations', async () => {
    const { gql } = setup();
    expect(await donationIds(gql, 'withSubscription', { active: true })).toEqual(['donation-jonas-abo']);
    expect(await donationIds(gql, 'withDonations', { active: true })).toEqual([]);
  });

  it('with active:false returns one-time donations plus cancelled monthly ones', async () => {
    const { gql } = setup();
    expect(await donationIds(gql, 'withSubscription', { active: false })).toEqual(['donation-jonas-wunschabo']);
    expect(await donationIds(gql, 'withDonations', { active: false })).toEqual(MIRA_DONATIONS);
  });

  it('with rhythm:[monthly] returns only monthly donations, running or cancelled', async () => {
    const { gql } = setup();
    expect(await donationIds(gql, 'withSubscription', { rhythm: ['monthly'] })).toEqual(JONAS_DONATIONS);
    expect(await donationIds(gql, 'withDonations', { rhythm: ['monthly'] })).toEqual([]);
    expect(await donationIds(gql, 'withDonations', { rhythm: ['one_time'] })).toEqual(MIRA_DONATIONS);
  });

  it('combines rhythm and active', async () => {
    const { gql } = setup();
    expect(await donationIds(gql, 'withSubscription', { rhythm: ['monthly'], active: true })).toEqual([
      'donation-jonas-abo',
    ]);
    expect(await donationIds(gql, 'withSubscription', { rhythm: ['monthly'], active: false })).toEqual([
      'donation-jonas-wunschabo',
    ]);
    expect(await donationIds(gql, 'withDonations', { rhythm: ['one_time'], active: true })).toEqual([]);
    expect(await donationIds(gql, 'withDonations', { rhythm: ['one_time', 'monthly'], active: false })).toEqual(
      MIRA_DONATIONS,
    );
  });

  it('shows active true only for a monthly donation that was not cancelled', async () => {
    const { gql } = setup();
    const jonas = (await gql(GET_DONATIONS, {}, 'withSubscription')).data!.getDonations;
    const mira = (await gql(GET_DONATIONS, {}, 'withDonations')).data!.getDonations;
    expect(jonas.map((d: any) => [d.donationId, d.active, d.canceledAt])).toEqual([
      ['donation-jonas-abo', true, null],
      ['donation-jonas-wunschabo', false, '2025-01-20T16:30:00.000Z'],
    ]);
    expect(mira.every((d: any) => d.active === false && d.canceledAt === null && d.rhythm === 'one_time')).toBe(true);
  });

  it('returns the donation fields as the contract describes them', async () => {
    const { gql } = setup();
    const [abo] = (await gql(GET_DONATIONS, { active: true }, 'withSubscription')).data!.getDonations;
    expect(abo).toMatchObject({
      id: 'donation-jonas-abo',
      donationId: 'donation-jonas-abo',
      donationType: 'percent_100',
      rhythm: 'monthly',
      active: true,
      amount: 35,
      currency: 'EUR',
      project: 'indonesia',
      donatedAt: '2025-03-02T19:10:00.000Z',
      confirmedAt: '2025-03-02T19:14:00.000Z',
      canceledAt: null,
      treeProvider: 'fairventures',
      treeUnitsRequested: 7,
    });
  });

  it('shows confirmedAt null for a donation without a payment transaction', async () => {
    const { gql } = setup();
    const mira = (await gql(GET_DONATIONS, {}, 'withDonations')).data!.getDonations;
    const unconfirmed = mira.filter((d: any) => d.confirmedAt === null).map((d: any) => d.donationId);
    expect(unconfirmed).toEqual(['donation-mira-05']);
  });

  it('nests every order of a donation, whatever its state', async () => {
    const { gql } = setup();
    const [abo] = (await gql(GET_DONATIONS, { active: true }, 'withSubscription')).data!.getDonations;
    const orders = [...abo.orders].sort((a: any, b: any) => a.donatedAt.localeCompare(b.donatedAt));
    expect(orders.map((o: any) => [o.id, o.orderState])).toEqual([
      ...aboMonths('2026-01', '2025-03')
        .reverse()
        .map((m) => [`order-jonas-${m}`, 'FINISHED']),
      ...aboMonths('2026-09', '2026-02')
        .reverse()
        .map((m) => [`order-jonas-${m}`, 'PLANTING_IN_PROGRESS']),
      ['order-jonas-2026-10', 'ACCOUNTED'],
      ['order-jonas-2026-11', 'DONATED'],
    ]);
    expect(orders[0]).toMatchObject({
      treeProviderDonationId: 'order-jonas-2025-03',
      amount: 35,
      currency: 'EUR',
      donationType: 'percent_100',
      // Planted in the first Borneo season after the two months' lead (plantingSeason.ts).
      plannedPlanting: '2025-11-20',
      project: 'indonesia',
      treeUnits: 7,
      accountedAt: '2025-04-09T09:00:00.000Z',
    });
    expect(orders.at(-1)).toMatchObject({ plannedPlanting: null, accountedAt: null });
  });
});

// ───────────────────────────── createTwingleCampaignId ─────────────────────────────

describe('createTwingleCampaignId', () => {
  it('gives a guest a new payment intent id for the project', async () => {
    const { server, gql } = setup();
    const id = await createIntent(gql, 'guest', 'uganda');
    expect(id).toBe('id-1');
    expect(await server.repos.paymentIntents.findById(id)).toEqual({
      id,
      userId: null,
      project: 'uganda',
      createdAt: new Date(NOW),
      usedByDonationId: null,
      donationType: null,
      amount: null,
    });
  });

  it("keeps the donor's chosen kind and amount with the intent", async () => {
    const { server, gql } = setup();
    const res = await gql(
      CREATE_CHOSEN_INTENT,
      { project: 'indonesia', donationType: 'percent_100', amount: 45 },
      'withSubscription',
    );
    expect(res.errors).toBeUndefined();
    expect(await server.repos.paymentIntents.findById(res.data!.createTwingleCampaignId)).toMatchObject({
      userId: USER_IDS.withSubscription,
      donationType: 'percent_100',
      amount: 45,
    });
  });

  it('refuses a chosen amount below 5 € or with fractions of a cent, naming amount', async () => {
    const { server, gql } = setup();
    for (const amount of [4.99, 0, -5, 10.001, 100_001]) {
      const res = await gql(CREATE_CHOSEN_INTENT, { project: 'uganda', donationType: 'custom_abo', amount }, 'guest');
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(fieldsOf(res)).toEqual(['amount']);
    }
    expect(await server.repos.paymentIntents.findById('id-1')).toBeUndefined();
  });

  it('gives a signed-in user an intent bound to their account', async () => {
    const { server, gql } = setup();
    const first = await createIntent(gql, 'withDonations', 'indonesia');
    const second = await createIntent(gql, 'withDonations', 'indonesia');
    expect(second).not.toBe(first);
    expect(await server.repos.paymentIntents.findById(first)).toMatchObject({
      userId: USER_IDS.withDonations,
      project: 'indonesia',
      usedByDonationId: null,
    });
  });

  it('rejects an unknown project with BAD_USER_INPUT naming project', async () => {
    const { gql } = setup();
    for (const as of ['guest', 'withDonations'] as const) {
      const res = await gql(CREATE_INTENT, { project: 'atlantis' }, as);
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(fieldsOf(res)).toEqual(['project']);
      expect(res.data).toBeNull();
    }
  });
});

// ───────────────────────────── paymentIntent ─────────────────────────────

describe('paymentIntent', () => {
  it('is pending until the donation is recorded, then carries it', async () => {
    const { gql } = setup();
    const res = await gql(
      CREATE_CHOSEN_INTENT,
      { project: 'uganda', donationType: 'custom_one_time', amount: 25 },
      'guest',
    );
    const id = res.data!.createTwingleCampaignId;
    const pending = await gql(PAYMENT_INTENT, { id }, 'guest');
    expect(pending.data!.paymentIntent).toEqual({
      id,
      project: 'uganda',
      donationType: 'custom_one_time',
      amount: 25,
      donation: null,
    });
    await gql(CREATE_DONATION, { donation: donationInput(id, { project: 'uganda' }) }, 'guest');
    const done = await gql(PAYMENT_INTENT, { id }, 'guest');
    expect(done.data!.paymentIntent.donation).toMatchObject({ amount: 25, treeUnitsRequested: 5 });
  });

  it("shows a signed-in donor's payment only to that donor; an unknown id is null", async () => {
    const { gql } = setup();
    const id = await createIntent(gql, 'withDonations', 'indonesia');
    expect((await gql(PAYMENT_INTENT, { id }, 'withDonations')).data!.paymentIntent).toMatchObject({ id });
    for (const as of ['guest', 'withSubscription'] as const) {
      const res = await gql(PAYMENT_INTENT, { id }, as);
      expect(res.errors).toBeUndefined();
      expect(res.data!.paymentIntent).toBeNull();
    }
    expect((await gql(PAYMENT_INTENT, { id: 'no-such-intent' }, 'guest')).data!.paymentIntent).toBeNull();
  });
});

// ───────────────────────────── createDonation ─────────────────────────────

describe('createDonation', () => {
  it('records a signed-in donation with one DONATED order and confirmedAt set when a transaction id is given', async () => {
    const { server, gql } = setup();
    const intent = await createIntent(gql, 'newUser'); // id-1
    const res = await gql(CREATE_DONATION, { donation: donationInput(intent) }, 'newUser');
    expect(res.errors).toBeUndefined();
    const donation = res.data!.createDonation;
    expect(donation).toEqual({
      id: 'id-2',
      donationId: 'id-2',
      donationType: 'custom_one_time',
      rhythm: 'one_time',
      active: false,
      amount: 25,
      currency: 'EUR',
      project: 'indonesia',
      donatedAt: '2026-11-22T11:58:00.000Z',
      confirmedAt: NOW,
      canceledAt: null,
      treeProvider: 'fairventures',
      treeUnitsRequested: 5,
      orders: [
        {
          id: 'id-3',
          treeProviderDonationId: 'id-3',
          orderState: 'DONATED',
          amount: 25,
          currency: 'EUR',
          donatedAt: '2026-11-22T11:58:00.000Z',
          donationType: 'custom_one_time',
          plannedPlanting: null,
          project: 'indonesia',
          treeUnits: 5,
          accountedAt: null,
        },
      ],
    });
    expect(await donationIds(gql, 'newUser')).toEqual(['id-2']);
    expect((await gql(PLANNED_ORDERS, {}, 'newUser')).data!.plannedOrders.map((o: any) => o.id)).toEqual(['id-3']);
    expect((await server.repos.paymentIntents.findById(intent))?.usedByDonationId).toBe('id-2');
  });

  it('records a monthly Abo as active', async () => {
    const { gql } = setup();
    const intent = await createIntent(gql, 'newUser', 'uganda');
    const input = donationInput(intent, {
      donationType: 'custom_abo',
      rhythm: 'monthly',
      amount: 10,
      treeUnitsRequested: 2,
      project: 'uganda',
    });
    const res = await gql(CREATE_DONATION, { donation: input }, 'newUser');
    expect(res.errors).toBeUndefined();
    expect(res.data!.createDonation).toMatchObject({
      rhythm: 'monthly',
      active: true,
      project: 'uganda',
      canceledAt: null,
    });
    expect(await donationIds(gql, 'newUser', { active: true })).toEqual([res.data!.createDonation.donationId]);
  });

  it('leaves confirmedAt null when no payment transaction id is given', async () => {
    const { gql } = setup();
    const intent = await createIntent(gql, 'newUser');
    const input = donationInput(intent, { paymentProviderTransactionId: null, paymentProvider: null });
    const res = await gql(CREATE_DONATION, { donation: input }, 'newUser');
    expect(res.errors).toBeUndefined();
    expect(res.data!.createDonation.confirmedAt).toBeNull();
    expect(res.data!.createDonation.orders).toHaveLength(1);
  });

  it('treats a blank payment transaction id as missing (confirmedAt stays null)', async () => {
    const { gql } = setup();
    const intent = await createIntent(gql, 'newUser');
    const res = await gql(
      CREATE_DONATION,
      { donation: donationInput(intent, { paymentProviderTransactionId: '   ' }) },
      'newUser',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createDonation.confirmedAt).toBeNull();
  });

  it('lets a guest donate with a guest intent; the donation belongs to no user', async () => {
    const { server, gql } = setup();
    const intent = await createIntent(gql, 'guest');
    const res = await gql(CREATE_DONATION, { donation: donationInput(intent) }, 'guest');
    expect(res.errors).toBeUndefined();
    const donation = res.data!.createDonation;
    expect(donation).toMatchObject({ donationId: 'id-2', confirmedAt: NOW, active: false });
    expect(donation.orders.map((o: any) => o.orderState)).toEqual(['DONATED']);
    expect(await server.repos.donations.findById('id-2')).toMatchObject({ userId: null, paymentIntentId: intent });
    // Nobody signed in sees the guest's donation.
    expect(await donationIds(gql, 'newUser')).toEqual([]);
  });

  it('accepts a two-decimal amount such as 19.99 €', async () => {
    const { gql } = setup();
    const intent = await createIntent(gql, 'newUser');
    const res = await gql(
      CREATE_DONATION,
      { donation: donationInput(intent, { amount: 19.99, treeUnitsRequested: 3 }) },
      'newUser',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.createDonation).toMatchObject({ amount: 19.99, treeUnitsRequested: 3 });
  });

  it('accepts a donatedAt a few minutes ahead of the server clock (clock skew)', async () => {
    const { gql } = setup();
    const intent = await createIntent(gql, 'newUser');
    const res = await gql(
      CREATE_DONATION,
      { donation: donationInput(intent, { donatedAt: '2026-11-22T12:03:00.000Z' }) },
      'newUser',
    );
    expect(res.errors).toBeUndefined();
  });

  it('is idempotent on paymentProviderTransactionId: the same transaction twice gives the same donation, stored once', async () => {
    const { server, gql } = setup();
    const intent = await createIntent(gql, 'newUser');
    const input = donationInput(intent);
    const first = await gql(CREATE_DONATION, { donation: input }, 'newUser');
    const second = await gql(CREATE_DONATION, { donation: input }, 'newUser');
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data!.createDonation.donationId).toBe(first.data!.createDonation.donationId);
    expect(second.data!.createDonation).toEqual(first.data!.createDonation);
    expect(await donationIds(gql, 'newUser')).toEqual([first.data!.createDonation.donationId]);
    expect(await server.repos.orders.listByUser(USER_IDS.newUser)).toHaveLength(1);
  });

  it('is idempotent for a guest too', async () => {
    const { server, gql } = setup();
    const intent = await createIntent(gql, 'guest');
    const input = donationInput(intent);
    const first = await gql(CREATE_DONATION, { donation: input }, 'guest');
    const second = await gql(CREATE_DONATION, { donation: input }, 'guest');
    expect(second.data!.createDonation.donationId).toBe(first.data!.createDonation.donationId);
    expect(await server.repos.orders.listByDonation(first.data!.createDonation.donationId)).toHaveLength(1);
  });

  it('refuses a transaction id that another viewer already recorded', async () => {
    const { gql } = setup();
    const lenaIntent = await createIntent(gql, 'newUser');
    await gql(CREATE_DONATION, { donation: donationInput(lenaIntent) }, 'newUser');
    const miraIntent = await createIntent(gql, 'withDonations');
    const res = await gql(CREATE_DONATION, { donation: donationInput(miraIntent) }, 'withDonations');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(res)).toEqual(['donation.treeProviderTransactionId']);
    expect(await donationIds(gql, 'withDonations')).toEqual(MIRA_DONATIONS);
  });

  it("gives a guest who knows another guest's transaction id nothing: the same error as an unknown payment", async () => {
    const { gql } = setup();
    const first = await gql(CREATE_DONATION, { donation: donationInput(await createIntent(gql, 'guest')) }, 'guest');
    expect(first.errors).toBeUndefined();
    const stranger = await gql(CREATE_DONATION, { donation: donationInput(await createIntent(gql, 'guest')) }, 'guest');
    const unknown = await gql(
      CREATE_DONATION,
      { donation: { ...donationInput('no-such-intent'), paymentProviderTransactionId: 'trx-new' } },
      'guest',
    );
    expect(stranger.data ?? null).toBeNull();
    expect(JSON.stringify(stranger)).not.toContain(first.data!.createDonation.donationId);
    expect(stranger.errors).toEqual(unknown.errors);
  });

  describe('under concurrent requests (double submit, or the client racing the payment push)', () => {
    it('records only one donation when two requests use the same intent at once', async () => {
      const { server, gql } = setup();
      const intent = await createIntent(gql, 'newUser');
      const [a, b] = await Promise.all([
        gql(
          CREATE_DONATION,
          { donation: donationInput(intent, { paymentProviderTransactionId: 'twingle-trx-a' }) },
          'newUser',
        ),
        gql(
          CREATE_DONATION,
          { donation: donationInput(intent, { paymentProviderTransactionId: 'twingle-trx-b' }) },
          'newUser',
        ),
      ]);
      expect([codes(a), codes(b)].flat()).toEqual(['BAD_USER_INPUT']);
      expect(await donationIds(gql, 'newUser')).toHaveLength(1);
      expect(await server.repos.orders.listByUser(USER_IDS.newUser)).toHaveLength(1);
    });

    it('returns the same donation when the same transaction arrives twice at once', async () => {
      const { gql } = setup();
      const intent = await createIntent(gql, 'newUser');
      const input = donationInput(intent);
      const [a, b] = await Promise.all([
        gql(CREATE_DONATION, { donation: input }, 'newUser'),
        gql(CREATE_DONATION, { donation: input }, 'newUser'),
      ]);
      expect(a.errors).toBeUndefined();
      expect(b.errors).toBeUndefined();
      expect(b.data!.createDonation.donationId).toBe(a.data!.createDonation.donationId);
      expect(await donationIds(gql, 'newUser')).toEqual([a.data!.createDonation.donationId]);
    });
  });

  describe('needs an existing, unused payment intent of the same viewer', () => {
    const expectIntentRejected = (res: GraphQLResponse) => {
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(fieldsOf(res)).toEqual(['donation.treeProviderTransactionId']);
      expect(res.data).toBeNull();
    };

    it('rejects an unknown intent', async () => {
      const { gql } = setup();
      const res = await gql(CREATE_DONATION, { donation: donationInput('tw-cid-that-never-existed') }, 'newUser');
      expectIntentRejected(res);
      expect(await donationIds(gql, 'newUser')).toEqual([]);
    });

    it('rejects an intent of another user', async () => {
      const { gql } = setup();
      const jonasIntent = await createIntent(gql, 'withSubscription');
      expectIntentRejected(await gql(CREATE_DONATION, { donation: donationInput(jonasIntent) }, 'newUser'));
      expect(await donationIds(gql, 'newUser')).toEqual([]);
      expect(await donationIds(gql, 'withSubscription')).toEqual(JONAS_DONATIONS);
    });

    it('rejects a guest using a signed-in user’s intent', async () => {
      const { server, gql } = setup();
      const jonasIntent = await createIntent(gql, 'withSubscription');
      expectIntentRejected(await gql(CREATE_DONATION, { donation: donationInput(jonasIntent) }, 'guest'));
      expect((await server.repos.paymentIntents.findById(jonasIntent))?.usedByDonationId).toBeNull();
      expect(await server.repos.donations.findByPaymentTransaction('TWINGLE', 'twingle-trx-4711')).toBeUndefined();
    });

    it('rejects a signed-in user using a guest’s intent', async () => {
      const { gql } = setup();
      const guestIntent = await createIntent(gql, 'guest');
      expectIntentRejected(await gql(CREATE_DONATION, { donation: donationInput(guestIntent) }, 'newUser'));
      expect(await donationIds(gql, 'newUser')).toEqual([]);
    });

    it('rejects an intent a fixture donation already used', async () => {
      const { gql } = setup();
      const input = donationInput('intent-donation-mira-01', { project: 'uganda' });
      expectIntentRejected(await gql(CREATE_DONATION, { donation: input }, 'withDonations'));
      expect(await donationIds(gql, 'withDonations')).toEqual(MIRA_DONATIONS);
    });

    it('rejects a second donation on the same intent with a different transaction', async () => {
      const { gql } = setup();
      const intent = await createIntent(gql, 'newUser');
      const first = await gql(CREATE_DONATION, { donation: donationInput(intent) }, 'newUser');
      expect(first.errors).toBeUndefined();
      const again = donationInput(intent, { paymentProviderTransactionId: 'twingle-trx-other' });
      expectIntentRejected(await gql(CREATE_DONATION, { donation: again }, 'newUser'));
      expect(await donationIds(gql, 'newUser')).toEqual([first.data!.createDonation.donationId]);
    });

    it('rejects a project that does not match the intent', async () => {
      const { gql } = setup();
      const ugandaIntent = await createIntent(gql, 'newUser', 'uganda');
      const res = await gql(
        CREATE_DONATION,
        { donation: donationInput(ugandaIntent, { project: 'indonesia' }) },
        'newUser',
      );
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(fieldsOf(res)).toEqual(['donation.project']);
      expect(await donationIds(gql, 'newUser')).toEqual([]);
    });
  });

  describe('rejects inconsistent input with BAD_USER_INPUT naming the field, and stores nothing', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'treeUnitsRequested that does not fit the amount',
        { amount: 25, treeUnitsRequested: 6 },
        'donation.treeUnitsRequested',
      ],
      [
        'a monthly rhythm for a one-time donation type',
        { donationType: 'custom_one_time', rhythm: 'monthly' },
        'donation.rhythm',
      ],
      [
        'a one-time rhythm for an Abo donation type',
        { donationType: 'percent_100', rhythm: 'one_time' },
        'donation.rhythm',
      ],
      ['an amount of 0', { amount: 0, treeUnitsRequested: 0 }, 'donation.amount'],
      ['a negative amount', { amount: -25, treeUnitsRequested: -5 }, 'donation.amount'],
      ['an amount with three decimals', { amount: 10.005, treeUnitsRequested: 2 }, 'donation.amount'],
      ['an amount below 5 €', { amount: 4.5, treeUnitsRequested: 0 }, 'donation.amount'],
      ['a donatedAt in the future', { donatedAt: '2026-11-23T12:00:00.000Z' }, 'donation.donatedAt'],
      ['an unknown project', { project: 'atlantis' }, 'donation.project'],
    ];

    it.each(cases)('%s', async (_name, overrides, field) => {
      const { server, gql } = setup();
      const intent = await createIntent(gql, 'newUser');
      const res = await gql(CREATE_DONATION, { donation: donationInput(intent, overrides) }, 'newUser');
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(fieldsOf(res)).toEqual([field]);
      expect(res.data).toBeNull();
      expect(await donationIds(gql, 'newUser')).toEqual([]);
      expect(await server.repos.orders.listByUser(USER_IDS.newUser)).toEqual([]);
      // The intent is still unused: the corrected donation goes through.
      const retry = await gql(CREATE_DONATION, { donation: donationInput(intent) }, 'newUser');
      expect(retry.errors).toBeUndefined();
    });

    it('names every offending field at once', async () => {
      const { gql } = setup();
      const intent = await createIntent(gql, 'newUser');
      const input = donationInput(intent, {
        amount: 25,
        treeUnitsRequested: 1,
        rhythm: 'monthly',
        donatedAt: '2027-01-01T00:00:00.000Z',
      });
      const res = await gql(CREATE_DONATION, { donation: input }, 'newUser');
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(fieldsOf(res).sort()).toEqual(['donation.donatedAt', 'donation.rhythm', 'donation.treeUnitsRequested']);
    });
  });
});

// ───────────────────────────── pauseDonation ─────────────────────────────

describe('pauseDonation', () => {
  it('ends a running Abo: active false, canceledAt now, and the payment provider is told', async () => {
    const { server, gql } = setup();
    const res = await gql(PAUSE_DONATION, { donationId: 'donation-jonas-abo' }, 'withSubscription');
    expect(res.errors).toBeUndefined();
    expect(res.data!.pauseDonation).toMatchObject({
      donationId: 'donation-jonas-abo',
      rhythm: 'monthly',
      active: false,
      canceledAt: NOW,
    });
    expect(server.payments.cancelled).toEqual(['donation-jonas-abo']);
    expect(await donationIds(gql, 'withSubscription', { active: true })).toEqual([]);
    expect(await donationIds(gql, 'withSubscription', { active: false })).toEqual(JONAS_DONATIONS);
  });

  it('ends an Abo created through createDonation', async () => {
    const { server, gql } = setup();
    const intent = await createIntent(gql, 'newUser');
    const input = donationInput(intent, {
      donationType: 'percent_050',
      rhythm: 'monthly',
      amount: 15,
      treeUnitsRequested: 3,
    });
    const { donationId } = (await gql(CREATE_DONATION, { donation: input }, 'newUser')).data!.createDonation;
    const res = await gql(PAUSE_DONATION, { donationId }, 'newUser');
    expect(res.data!.pauseDonation).toMatchObject({ donationId, active: false, canceledAt: NOW });
    expect(server.payments.cancelled).toEqual([donationId]);
  });

  it.each([
    ['a one-time donation', 'withDonations', 'donation-mira-01'],
    ['an already cancelled Abo', 'withSubscription', 'donation-jonas-wunschabo'],
  ] as const)('refuses %s with BAD_USER_INPUT', async (_name, as, donationId) => {
    const { server, gql } = setup();
    const before = await server.repos.donations.findById(donationId);
    const res = await gql(PAUSE_DONATION, { donationId }, as);
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(server.payments.cancelled).toEqual([]);
    expect(await server.repos.donations.findById(donationId)).toEqual(before);
  });

  it('refuses to end the same Abo twice', async () => {
    const { server, gql } = setup();
    await gql(PAUSE_DONATION, { donationId: 'donation-jonas-abo' }, 'withSubscription');
    const res = await gql(PAUSE_DONATION, { donationId: 'donation-jonas-abo' }, 'withSubscription');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(server.payments.cancelled).toEqual(['donation-jonas-abo']);
  });

  it('reports another user’s donation as NOT_FOUND and leaves it running', async () => {
    const { server, gql } = setup();
    const res = await gql(PAUSE_DONATION, { donationId: 'donation-jonas-abo' }, 'withDonations');
    expect(codes(res)).toEqual(['NOT_FOUND']);
    expect(server.payments.cancelled).toEqual([]);
    expect(await donationIds(gql, 'withSubscription', { active: true })).toEqual(['donation-jonas-abo']);
  });

  it('reports an unknown donation id as NOT_FOUND', async () => {
    const { gql } = setup();
    const res = await gql(PAUSE_DONATION, { donationId: 'donation-does-not-exist' }, 'withSubscription');
    expect(codes(res)).toEqual(['NOT_FOUND']);
  });

  it('refuses a guest with UNAUTHENTICATED', async () => {
    const { server, gql } = setup();
    const res = await gql(PAUSE_DONATION, { donationId: 'donation-jonas-abo' }, 'guest');
    expect(codes(res)).toEqual(['UNAUTHENTICATED']);
    expect(server.payments.cancelled).toEqual([]);
  });
});

// ───────────────────────────── historyOrders and plannedOrders ─────────────────────────────

/** The months yyyy-MM from `from` back to `to`, newest first. */
function aboMonths(from: string, to: string): string[] {
  const months: string[] = [];
  for (
    let d = new Date(`${from}-01T00:00:00Z`);
    d >= new Date(`${to}-01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - 1)
  )
    months.push(d.toISOString().slice(0, 7));
  return months;
}

const orderStates = async (gql: Gql, query: string, as: As) => {
  const res = await gql(query, {}, as);
  expect(res.errors).toBeUndefined();
  const list = Object.values(res.data!)[0] as { id: string; orderState: string }[];
  return list.map((o) => [o.id, o.orderState]);
};

describe('historyOrders', () => {
  it('lists DONATED, PLANTING_IN_PROGRESS, ABORTED and FINISHED orders, newest first, without ACCOUNTED ones', async () => {
    const { gql } = setup();
    expect(await orderStates(gql, HISTORY_ORDERS, 'withDonations')).toEqual([
      ['order-mira-donated', 'DONATED'],
      ['order-mira-aborted', 'ABORTED'],
      ['order-mira-planting', 'PLANTING_IN_PROGRESS'],
      ['order-mira-finished', 'FINISHED'],
    ]);
    // The fixture world on NOW (mocks/fixtures): a payment every month since 03/2025; October's is ACCOUNTED.
    expect(await orderStates(gql, HISTORY_ORDERS, 'withSubscription')).toEqual([
      ['order-jonas-2026-11', 'DONATED'],
      ...aboMonths('2026-09', '2026-02').map((m) => [`order-jonas-${m}`, 'PLANTING_IN_PROGRESS']),
      ...aboMonths('2026-01', '2025-03').map((m) => [`order-jonas-${m}`, 'FINISHED']),
      ['order-jonas-wunschabo-2025-01', 'FINISHED'],
    ]);
  });

  it('returns the order fields as stored', async () => {
    const { gql } = setup();
    const orders = (await gql(HISTORY_ORDERS, {}, 'withDonations')).data!.historyOrders;
    expect(orders.find((o: any) => o.id === 'order-mira-planting')).toEqual({
      id: 'order-mira-planting',
      treeProviderDonationId: 'order-mira-planting',
      orderState: 'PLANTING_IN_PROGRESS',
      amount: 50,
      currency: 'EUR',
      donatedAt: '2026-07-22T20:15:00.000Z',
      donationType: 'custom_one_time',
      plannedPlanting: '2026-11-02',
      project: 'indonesia',
      treeUnits: 10,
      accountedAt: '2026-08-09T09:00:00.000Z',
    });
  });
});

describe('plannedOrders', () => {
  it('lists only DONATED and PLANTING_IN_PROGRESS orders, newest first', async () => {
    const { gql } = setup();
    expect(await orderStates(gql, PLANNED_ORDERS, 'withDonations')).toEqual([
      ['order-mira-donated', 'DONATED'],
      ['order-mira-planting', 'PLANTING_IN_PROGRESS'],
    ]);
    expect(await orderStates(gql, PLANNED_ORDERS, 'withSubscription')).toEqual([
      ['order-jonas-2026-11', 'DONATED'],
      ...aboMonths('2026-09', '2026-02').map((m) => [`order-jonas-${m}`, 'PLANTING_IN_PROGRESS']),
    ]);
  });
});

// ───────────────────────────── Who sees what ─────────────────────────────

describe('access', () => {
  it.each([
    ['getDonations', GET_DONATIONS, {}],
    ['historyOrders', HISTORY_ORDERS, {}],
    ['plannedOrders', PLANNED_ORDERS, {}],
    ['pauseDonation', PAUSE_DONATION, { donationId: 'donation-jonas-abo' }],
  ] as const)('a guest gets UNAUTHENTICATED from %s', async (_name, query, variables) => {
    const { gql } = setup();
    const res = await gql(query, variables, 'guest');
    expect(codes(res)).toEqual(['UNAUTHENTICATED']);
    expect(res.data).toBeNull();
  });

  it('a new user sees no donations and no orders', async () => {
    const { gql } = setup();
    expect(await donationIds(gql, 'newUser')).toEqual([]);
    expect(await orderStates(gql, HISTORY_ORDERS, 'newUser')).toEqual([]);
    expect(await orderStates(gql, PLANNED_ORDERS, 'newUser')).toEqual([]);
  });

  it('a user never sees another user’s donations or orders', async () => {
    const { gql } = setup();
    const miraIntent = await createIntent(gql, 'withDonations');
    const created = await gql(CREATE_DONATION, { donation: donationInput(miraIntent) }, 'withDonations');
    expect(created.errors).toBeUndefined();

    const jonasDonations = (await gql(GET_DONATIONS, {}, 'withSubscription')).data!.getDonations;
    expect(jonasDonations.map((d: any) => d.donationId)).toEqual(JONAS_DONATIONS);
    const jonasOrderIds = jonasDonations.flatMap((d: any) => d.orders.map((o: any) => o.id));
    expect(jonasOrderIds.every((id: string) => id.startsWith('order-jonas-'))).toBe(true);
    for (const query of [HISTORY_ORDERS, PLANNED_ORDERS]) {
      const ids = (await orderStates(gql, query, 'withSubscription')).map(([id]) => id);
      expect(ids.every((id) => id.startsWith('order-jonas-'))).toBe(true);
    }
    expect(await donationIds(gql, 'newUser')).toEqual([]);
  });
});
