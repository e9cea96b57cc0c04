import { describe, expect, it } from 'vitest';
import { mockTokenFor } from '../../../mocks/auth.js';
import { createMockServer } from '../../../mocks/executor.js';
import { sequentialIds } from '../../../mocks/memoryPorts.js';
import { codes, testClient, type As } from '../../../mocks/testClient.js';
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

type Gql = ReturnType<typeof testClient>;

const ADDRESS_FIELDS = `id country place street zip`;
const USER_FIELDS = `
  id email firstName lastName createdAt birthdate companyName salutation profileCompletionSuppressedAt
  address { ${ADDRESS_FIELDS} }
`;
const DONATION_FIELDS = `donationId rhythm active canceledAt orders { id orderState }`;

const USER = `query User { user { ${USER_FIELDS} } }`;
const ALL_USERS = `query AllUsers { allUsers { ${USER_FIELDS} } }`;
const GREETING = `query Greeting { greeting }`;
const FORESTS = `query Forests { forests }`;
const GET_DONATIONS = `query Donations { getDonations { donationId } }`;
const UPDATE_USER = `mutation UpdateUser($user: InputUser!) { updateUser(user: $user) { ${USER_FIELDS} } }`;
const UPDATE_ADDRESS = `mutation UpdateAddress($address: InputAddress!) { updateAddress(address: $address) { ${ADDRESS_FIELDS} } }`;
const SUPPRESS_PROFILE_COMPLETION = `
  mutation UpdateProfileCompletionSuppressedAt($at: DateTime!) {
    updateProfileCompletionSuppressedAt(profileCompletionSuppressedAt: $at) { id profileCompletionSuppressedAt }
  }
`;
const DELETE_USER = `mutation DeleteUser { deleteUser { ${DONATION_FIELDS} } }`;
const DROP_USER = `mutation DropUser { dropUser { ${DONATION_FIELDS} } }`;
const TREES = `
  query Trees {
    trees {
      carbonAbsorptionTotalSince carbonAbsorptionTotalTons carbonAbsorptionYearlyTons plotCountTotal treeCountTotal
      plotList {
        id plotId displayName project plantedAt treeCount carbonAbsorptionTotalTons carbonAbsorptionYearlyTons mapLink
        location { coordinates { latitude longitude } polygons { latitude longitude } }
        plotSpeciesList { latinName commonName percentage }
      }
    }
  }
`;

const fieldsOf = (res: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  Object.keys((res.errors?.[0]?.extensions?.fields as Record<string, string> | undefined) ?? {});

async function viewer(gql: Gql, as: As) {
  const res = await gql(USER, {}, as);
  expect(res.errors).toBeUndefined();
  return res.data!.user;
}

/** A valid profile for updateUser; override single fields per test. */
const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Lena',
  lastName: 'Neumann',
  salutation: 'Frau',
  companyName: null,
  birthdate: '1994-07-03T00:00:00.000Z',
  ...overrides,
});

// ───────────────────────────── user and sign-up ─────────────────────────────

describe('user', () => {
  it('returns the signed-in fixture user with address, birthdate and ISO timestamps', async () => {
    const { gql } = setup();
    expect(await viewer(gql, 'withSubscription')).toEqual({
      id: USER_IDS.withSubscription,
      email: 'jonas.berger@example.org',
      firstName: 'Jonas',
      lastName: 'Berger',
      createdAt: '2024-12-01T18:40:00.000Z',
      birthdate: '1988-04-17T00:00:00.000Z',
      companyName: null,
      salutation: 'Herr',
      profileCompletionSuppressedAt: null,
      address: {
        id: 'address-jonas',
        country: 'Deutschland',
        place: 'Leipzig',
        street: 'Karl-Liebknecht-Straße 12',
        zip: '04107',
      },
    });
  });

  it('returns optional fields that are set and null for those that are not', async () => {
    const { gql } = setup();
    expect(await viewer(gql, 'withDonations')).toMatchObject({
      firstName: 'Mira',
      lastName: 'Schäfer',
      companyName: 'Grünwerk GmbH',
      salutation: 'Frau',
      birthdate: null,
      profileCompletionSuppressedAt: '2025-01-10T12:00:00.000Z',
      address: { id: 'address-mira', zip: '8010' },
    });
    expect(await viewer(gql, 'newUser')).toMatchObject({ id: USER_IDS.newUser, address: null, birthdate: null });
  });

  it('creates the User of a brand-new identity on its first request, from the identity’s attributes', async () => {
    const { server, gql } = setup();
    const token = mockTokenFor({
      sub: 'user-new-sign-up',
      email: 'neu@example.org',
      givenName: 'Noah',
      familyName: 'Neu',
    });
    expect(await server.repos.users.findById('user-new-sign-up')).toBeUndefined();

    const expected = {
      id: 'user-new-sign-up',
      email: 'neu@example.org',
      firstName: 'Noah',
      lastName: 'Neu',
      createdAt: NOW,
      birthdate: null,
      companyName: null,
      salutation: null,
      profileCompletionSuppressedAt: null,
      address: null,
    };
    expect(await viewer(gql, { token })).toEqual(expected);
    expect(await server.repos.users.findById('user-new-sign-up')).toMatchObject({
      email: 'neu@example.org',
      closedAt: null,
    });
    // The second request finds the same record instead of creating another one.
    expect(await viewer(gql, { token })).toEqual(expected);
    expect((await server.repos.users.list()).filter((u) => u.id === 'user-new-sign-up')).toHaveLength(1);
  });

  it('starts the newsletter double opt-in for a sign-up that ticked the box, once, and not for one that did not', async () => {
    const { server, gql } = setup();
    const ticked = mockTokenFor({
      sub: 'user-ticked',
      email: 'ja@example.org',
      givenName: 'Ja',
      familyName: 'Bitte',
      newsletter: true,
    });
    const unticked = mockTokenFor({
      sub: 'user-unticked',
      email: 'nein@example.org',
      givenName: 'Nein',
      familyName: 'Danke',
      newsletter: false,
    });

    await viewer(gql, { token: ticked });
    await viewer(gql, { token: ticked });
    await viewer(gql, { token: unticked });

    expect(server.mailer.sent.map((mail) => mail.to)).toEqual(['ja@example.org']);
    expect(server.mailer.sent[0].text).toContain('/newsletter-abonniert?token=');
    expect(await server.repos.newsletter.findByEmail('ja@example.org')).toMatchObject({
      status: 'PENDING_CONFIRMATION',
      signedUpAt: new Date(NOW),
    });
    expect(await server.repos.newsletter.findByEmail('nein@example.org')).toBeUndefined();
  });

  it('answers NOT_FOUND for a valid token of an unknown identity without an e-mail', async () => {
    const { server, gql } = setup();
    const res = await gql(USER, {}, { token: mockTokenFor({ sub: 'user-nobody' }) });
    expect(codes(res)).toEqual(['NOT_FOUND']);
    expect(res.data).toEqual({ user: null });
    expect(await server.repos.users.findById('user-nobody')).toBeUndefined();
  });

  it.each([
    ['a garbage token', 'not-a-token-at-all'],
    ['a mock token with a broken body', 'mock-token.%%%'],
    ['a mock token without a subject', mockTokenFor({ sub: '' })],
  ])('answers UNAUTHENTICATED for the whole request with %s, even for greeting', async (_name, token) => {
    const { gql } = setup();
    for (const query of [GREETING, USER, FORESTS]) {
      const res = await gql(query, {}, { token });
      expect(codes(res)).toEqual(['UNAUTHENTICATED']);
      expect(res.data ?? null).toBeNull();
    }
  });
});

// ───────────────────────────── updateUser ─────────────────────────────

describe('updateUser', () => {
  it('trims and saves the profile and returns it', async () => {
    const { server, gql } = setup();
    const res = await gql(
      UPDATE_USER,
      {
        user: profile({
          firstName: '  Lena Marie ',
          lastName: ' Neumann-Stein  ',
          salutation: '  ',
          companyName: ' Klimabüro ',
          address: { street: ' Hauptstraße 1 ', zip: ' 10115 ', place: 'Berlin', country: 'Deutschland' },
        }),
      },
      'newUser',
    );
    expect(res.errors).toBeUndefined();
    const expected = {
      id: USER_IDS.newUser,
      email: 'lena.neumann@example.org',
      firstName: 'Lena Marie',
      lastName: 'Neumann-Stein',
      createdAt: '2026-10-27T09:12:00.000Z',
      birthdate: '1994-07-03T00:00:00.000Z',
      companyName: 'Klimabüro',
      salutation: null,
      profileCompletionSuppressedAt: null,
      address: { id: 'id-1', street: 'Hauptstraße 1', zip: '10115', place: 'Berlin', country: 'Deutschland' },
    };
    expect(res.data!.updateUser).toEqual(expected);
    expect(await viewer(gql, 'newUser')).toEqual(expected);
    expect(await server.repos.users.findById(USER_IDS.newUser)).toMatchObject({
      firstName: 'Lena Marie',
      birthdate: new Date('1994-07-03T00:00:00.000Z'),
    });
  });

  it('keeps the existing address (and its id) when no address is sent', async () => {
    const { gql } = setup();
    const res = await gql(
      UPDATE_USER,
      { user: profile({ firstName: 'Jonas', lastName: 'Berger' }) },
      'withSubscription',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateUser.address).toMatchObject({ id: 'address-jonas', zip: '04107' });
  });

  const tooLong = 'x'.repeat(101);
  const invalid: [string, Record<string, unknown>, string][] = [
    ['a blank first name', { firstName: '   ' }, 'user.firstName'],
    ['a blank last name', { lastName: '' }, 'user.lastName'],
    ['a first name over 100 characters', { firstName: tooLong }, 'user.firstName'],
    ['a last name over 100 characters', { lastName: tooLong }, 'user.lastName'],
    ['a birthdate in the future', { birthdate: '2026-11-23T00:00:00.000Z' }, 'user.birthdate'],
    ['a birthdate before 1900', { birthdate: '1899-12-31T00:00:00.000Z' }, 'user.birthdate'],
    ['a malformed zip', { address: { zip: '12!45' } }, 'user.address.zip'],
  ];

  it.each(invalid)(
    'rejects %s with BAD_USER_INPUT naming the field and stores nothing',
    async (_name, overrides, field) => {
      const { server, gql } = setup();
      const before = await server.repos.users.findById(USER_IDS.withSubscription);
      const res = await gql(UPDATE_USER, { user: profile(overrides) }, 'withSubscription');
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect(fieldsOf(res)).toEqual([field]);
      expect(res.data).toBeNull();
      expect(await server.repos.users.findById(USER_IDS.withSubscription)).toEqual(before);
      expect((await viewer(gql, 'withSubscription')).firstName).toBe('Jonas');
    },
  );

  it('names every invalid field at once', async () => {
    const { gql } = setup();
    const res = await gql(
      UPDATE_USER,
      { user: profile({ firstName: ' ', lastName: ' ', address: { zip: '?' } }) },
      'newUser',
    );
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(res).sort()).toEqual(['user.address.zip', 'user.firstName', 'user.lastName']);
  });

  it('rejects a birthdate that is not a DateTime with BAD_USER_INPUT', async () => {
    const { server, gql } = setup();
    const before = await server.repos.users.findById(USER_IDS.newUser);
    const res = await gql(UPDATE_USER, { user: profile({ birthdate: '03.07.1994' }) }, 'newUser');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(await server.repos.users.findById(USER_IDS.newUser)).toEqual(before);
  });
});

// ───────────────────────────── updateAddress ─────────────────────────────

describe('updateAddress', () => {
  it('saves a first address with a new id and returns it', async () => {
    const { gql } = setup();
    const res = await gql(
      UPDATE_ADDRESS,
      { address: { street: 'Am Markt 5 ', zip: '01067', place: ' Dresden', country: '' } },
      'newUser',
    );
    expect(res.errors).toBeUndefined();
    const expected = { id: 'id-1', street: 'Am Markt 5', zip: '01067', place: 'Dresden', country: null };
    expect(res.data!.updateAddress).toEqual(expected);
    expect((await viewer(gql, 'newUser')).address).toEqual(expected);
  });

  it('keeps the address id on a second update', async () => {
    const { gql } = setup();
    const first = await gql(UPDATE_ADDRESS, { address: { zip: '01067', place: 'Dresden' } }, 'newUser');
    const second = await gql(UPDATE_ADDRESS, { address: { zip: '04109', place: 'Leipzig' } }, 'newUser');
    expect(second.data!.updateAddress).toEqual({
      id: first.data!.updateAddress.id,
      zip: '04109',
      place: 'Leipzig',
      street: null,
      country: null,
    });
    const jonas = await gql(UPDATE_ADDRESS, { address: { zip: '04109', place: 'Leipzig' } }, 'withSubscription');
    expect(jonas.data!.updateAddress.id).toBe('address-jonas');
  });

  it('rejects a bad zip with BAD_USER_INPUT naming address.zip and keeps the old address', async () => {
    const { gql } = setup();
    const res = await gql(UPDATE_ADDRESS, { address: { zip: '1', place: 'Leipzig' } }, 'withSubscription');
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(res)).toEqual(['address.zip']);
    expect((await viewer(gql, 'withSubscription')).address).toMatchObject({ id: 'address-jonas', zip: '04107' });
  });
});

// ───────────────────────────── updateProfileCompletionSuppressedAt ─────────────────────────────

describe('updateProfileCompletionSuppressedAt', () => {
  it('records when the viewer dismissed the hint', async () => {
    const { gql } = setup();
    const res = await gql(SUPPRESS_PROFILE_COMPLETION, { at: '2026-11-22T11:59:00+01:00' }, 'newUser');
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateProfileCompletionSuppressedAt).toEqual({
      id: USER_IDS.newUser,
      profileCompletionSuppressedAt: '2026-11-22T10:59:00.000Z',
    });
    expect((await viewer(gql, 'newUser')).profileCompletionSuppressedAt).toBe('2026-11-22T10:59:00.000Z');
  });

  it.each(['gestern', '2026-11-22', '2026-11-22T11:59:00', '2026-13-40T99:00:00Z'])(
    'rejects %j, which is not a DateTime, with BAD_USER_INPUT',
    async (at) => {
      const { gql } = setup();
      const res = await gql(SUPPRESS_PROFILE_COMPLETION, { at }, 'withDonations');
      expect(codes(res)).toEqual(['BAD_USER_INPUT']);
      expect((await viewer(gql, 'withDonations')).profileCompletionSuppressedAt).toBe('2025-01-10T12:00:00.000Z');
    },
  );

  it('rejects a bad DateTime literal in the document with BAD_USER_INPUT', async () => {
    const { gql } = setup();
    const res = await gql(
      `mutation { updateProfileCompletionSuppressedAt(profileCompletionSuppressedAt: "gestern") { id } }`,
      {},
      'newUser',
    );
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
  });
});

// ───────────────────────────── deleteUser and dropUser ─────────────────────────────

describe('deleteUser', () => {
  it('cancels and returns the active donations, tells the payment provider, and closes the account', async () => {
    const { server, gql } = setup();
    const res = await gql(DELETE_USER, {}, 'withSubscription');
    expect(res.errors).toBeUndefined();
    expect(res.data!.deleteUser).toEqual([
      {
        donationId: 'donation-jonas-abo',
        rhythm: 'monthly',
        active: false,
        canceledAt: NOW,
        orders: expect.arrayContaining([{ id: 'order-jonas-2026-11', orderState: 'DONATED' }]),
      },
    ]);
    expect(server.payments.cancelled).toEqual(['donation-jonas-abo']);
  });

  it('returns an empty list for a user without a running Abo', async () => {
    const { server, gql } = setup();
    const res = await gql(DELETE_USER, {}, 'withDonations');
    expect(res.errors).toBeUndefined();
    expect(res.data!.deleteUser).toEqual([]);
    expect(server.payments.cancelled).toEqual([]);
  });

  it('answers the same token with UNAUTHENTICATED afterwards', async () => {
    const { gql } = setup();
    await gql(DELETE_USER, {}, 'withSubscription');
    for (const query of [USER, GET_DONATIONS, DELETE_USER]) {
      expect(codes(await gql(query, {}, 'withSubscription'))).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('keeps an anonymous tombstone without personal data', async () => {
    const { server, gql } = setup();
    await gql(DELETE_USER, {}, 'withSubscription');
    const stored = await server.repos.users.findById(USER_IDS.withSubscription);
    expect(stored).toMatchObject({
      id: USER_IDS.withSubscription,
      firstName: '',
      lastName: '',
      address: null,
      birthdate: null,
      companyName: null,
      salutation: null,
      profileCompletionSuppressedAt: null,
      closedAt: new Date(NOW),
    });
    // The record keeps its key (the identity's sub) but no trace of the person's e-mail, name, address or birthdate.
    expect(JSON.stringify(stored)).not.toMatch(/jonas\.berger@example\.org|Jonas|Berger|Leipzig|1988/);
    expect(await server.repos.calculatorStates.find(USER_IDS.withSubscription, 'DE')).toBeUndefined();
  });
});

describe('dropUser', () => {
  it('cancels and returns the active donations and removes the user record', async () => {
    const { server, gql } = setup();
    const res = await gql(DROP_USER, {}, 'withSubscription');
    expect(res.errors).toBeUndefined();
    expect(res.data!.dropUser).toEqual([
      expect.objectContaining({ donationId: 'donation-jonas-abo', active: false, canceledAt: NOW }),
    ]);
    expect(server.payments.cancelled).toEqual(['donation-jonas-abo']);
    expect(await server.repos.users.findById(USER_IDS.withSubscription)).toBeUndefined();
    expect(await server.repos.calculatorStates.find(USER_IDS.withSubscription, 'DE')).toBeUndefined();
    // The fixture token carries no e-mail, so no account is re-created: the record is really gone.
    expect(codes(await gql(USER, {}, 'withSubscription'))).toEqual(['NOT_FOUND']);
  });

  it('keeps donations, orders and plot allocations as anonymous records', async () => {
    const { server, gql } = setup();
    await gql(DROP_USER, {}, 'withSubscription');
    const { repos } = server;
    for (const id of ['donation-jonas-abo', 'donation-jonas-wunschabo']) {
      expect(await repos.donations.findById(id)).toMatchObject({ donationId: id, userId: null });
    }
    expect(await repos.donations.listByUser(USER_IDS.withSubscription)).toEqual([]);
    for (const id of [
      'order-jonas-wunschabo-2025-01',
      'order-jonas-2025-03',
      'order-jonas-2026-02',
      'order-jonas-2026-10',
      'order-jonas-2026-11',
    ]) {
      expect(await repos.orders.findById(id)).toMatchObject({ treeProviderDonationId: id, userId: null });
    }
    expect(await repos.orders.listByUser(USER_IDS.withSubscription)).toEqual([]);
    expect(await repos.plots.listAllocationsByUser(USER_IDS.withSubscription)).toEqual([]);
    // Anonymous allocations are those with userId null; Jonas' (his finished orders: 03/2025–01/2026 and the
    // Wunschabo's) are among them.
    const anonymous = await repos.plots.listAllocationsByUser(null as unknown as string);
    expect(anonymous.map((a) => [a.treeProviderDonationId, a.treeCount]).sort()).toEqual(
      [
        ...['2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11']
          .concat(['2025-12', '2026-01'])
          .map((m) => [`order-jonas-${m}`, 7]),
        ['order-jonas-wunschabo-2025-01', 2],
      ].sort(),
    );
  });

  it('leaves other users untouched', async () => {
    const { server, gql } = setup();
    await gql(DROP_USER, {}, 'withSubscription');
    expect((await viewer(gql, 'withDonations')).firstName).toBe('Mira');
    expect(await server.repos.plots.listAllocationsByUser(USER_IDS.withDonations)).toHaveLength(1);
  });
});

// ───────────────────────────── allUsers ─────────────────────────────

describe('allUsers', () => {
  it('gives an admin every user', async () => {
    const { gql } = setup();
    const res = await gql(ALL_USERS, {}, 'admin');
    expect(res.errors).toBeUndefined();
    expect(res.data!.allUsers.map((u: { id: string }) => u.id).sort()).toEqual(Object.values(USER_IDS).sort());
    expect(res.data!.allUsers.find((u: { id: string }) => u.id === USER_IDS.withDonations)).toMatchObject({
      email: 'mira.schaefer@example.org',
      createdAt: '2024-09-15T07:05:00.000Z',
      address: { id: 'address-mira' },
    });
  });

  it('refuses a signed-in user who is not an admin with FORBIDDEN', async () => {
    const { gql } = setup();
    const res = await gql(ALL_USERS, {}, 'withSubscription');
    expect(codes(res)).toEqual(['FORBIDDEN']);
    expect(res.data).toBeNull();
  });

  it('refuses a guest with UNAUTHENTICATED', async () => {
    const { gql } = setup();
    expect(codes(await gql(ALL_USERS, {}, 'guest'))).toEqual(['UNAUTHENTICATED']);
  });
});

// ───────────────────────────── trees ─────────────────────────────

/** Days from a plot's planting (midnight UTC) to NOW (2026-11-22T12:00Z), in years of 365.25 days. */
const yearsSince = (days: number) => days / 365.25;

describe('trees', () => {
  it('sums the viewer’s trees over their plots, with CO2 per year and since planting', async () => {
    const { gql } = setup();
    const res = await gql(TREES, {}, 'withSubscription');
    expect(res.errors).toBeUndefined();
    const trees = res.data!.trees;
    const mira = (await gql(TREES, {}, 'withDonations')).data!.trees;

    // The fixture world on NOW (mocks/fixtures): Jonas has 2 trees on Kyenjojo (0.024 t/tree/year, planted 2025-03-09,
    // 623.5 days ago), 7 × 7 on Gunung Mas (0.031 t/tree/year, planted 2025-11-20, 367.5 days ago) and 4 × 7 young
    // ones on Katingan (not measured yet); Mira 20 on Kyenjojo.
    const kyenjojoTotal = 20 * 0.024 * yearsSince(623.5);
    const gunungMasTotal = 49 * 0.031 * yearsSince(367.5);

    expect(trees.treeCountTotal).toBe(79);
    expect(trees.plotCountTotal).toBe(3);
    expect(trees.carbonAbsorptionYearlyTons).toBeCloseTo(2 * 0.024 + 49 * 0.031, 4);
    expect(trees.carbonAbsorptionTotalSince).toBe('2025-03-09');
    expect(trees.carbonAbsorptionTotalTons).toBeCloseTo(kyenjojoTotal / 10 + gunungMasTotal, 3);
    expect(mira.carbonAbsorptionTotalTons).toBeCloseTo(kyenjojoTotal, 3);

    const [kyenjojo] = mira.plotList;
    const gunungMas = trees.plotList[1];
    expect(kyenjojo).toMatchObject({
      id: 'plot-uganda-kyenjojo-008',
      plotId: 'plot-uganda-kyenjojo-008',
      displayName: 'Kyenjojo, Fläche 8',
      project: 'uganda',
      plantedAt: '2025-03-09',
      treeCount: 20,
      location: { coordinates: { latitude: 0.617521, longitude: 30.641188 } },
      plotSpeciesList: [
        { latinName: 'Maesopsis eminii', commonName: 'Musizi', percentage: 70 },
        { latinName: 'Markhamia lutea', commonName: 'Lusambya', percentage: 20 },
        { latinName: 'Cordia africana', commonName: 'Mukebu', percentage: 10 },
      ],
    });
    expect(kyenjojo.carbonAbsorptionYearlyTons).toBeCloseTo(0.48, 4);
    expect(kyenjojo.carbonAbsorptionTotalTons).toBeCloseTo(kyenjojoTotal, 3);
    expect(kyenjojo.mapLink).toContain('openstreetmap.org');

    const [ring] = kyenjojo.location.polygons;
    expect(kyenjojo.location.polygons).toHaveLength(1);
    expect(ring.length).toBeGreaterThanOrEqual(4);
    expect(ring[ring.length - 1]).toEqual(ring[0]);

    expect(gunungMas).toMatchObject({
      plotId: 'plot-borneo-gunung-mas-014',
      displayName: 'Gunung Mas, Fläche 14',
      project: 'indonesia',
      plantedAt: '2025-11-20',
      treeCount: 49,
    });
    expect(gunungMas.carbonAbsorptionYearlyTons).toBeCloseTo(1.519, 4);
    expect(gunungMas.carbonAbsorptionTotalTons).toBeCloseTo(gunungMasTotal, 3);
    expect(
      gunungMas.plotSpeciesList
        .map((s: { percentage: number }) => s.percentage)
        .reduce((a: number, b: number) => a + b),
    ).toBe(100);
  });

  it('counts only the viewer’s own trees on a plot shared with others', async () => {
    const { gql } = setup();
    const trees = (await gql(TREES, {}, 'withSubscription')).data!.trees;
    expect(trees.treeCountTotal).toBe(79);
    // Kyenjojo is shared with Mira (her 20 trees there are not Jonas's).
    expect(trees.plotList.map((p: { plotId: string; treeCount: number }) => [p.plotId, p.treeCount])).toEqual([
      ['plot-uganda-kyenjojo-008', 2],
      ['plot-borneo-gunung-mas-014', 49],
      ['plot-borneo-katingan-027', 28],
    ]);
    // Katingan's young trees are not measured yet (its rate is 0): they add trees, no CO₂.
    expect(trees.carbonAbsorptionYearlyTons).toBeCloseTo(2 * 0.024 + 49 * 0.031, 4);
    expect(trees.plotList[2]).toMatchObject({ displayName: 'Katingan, Fläche 27', carbonAbsorptionYearlyTons: 0 });
  });

  it('gives a user without plots zeros, an empty list and no start date', async () => {
    const { gql } = setup();
    const res = await gql(TREES, {}, 'newUser');
    expect(res.errors).toBeUndefined();
    expect(res.data!.trees).toEqual({
      carbonAbsorptionTotalSince: null,
      carbonAbsorptionTotalTons: 0,
      carbonAbsorptionYearlyTons: 0,
      plotCountTotal: 0,
      treeCountTotal: 0,
      plotList: [],
    });
  });

  it('refuses a guest with UNAUTHENTICATED', async () => {
    const { gql } = setup();
    const res = await gql(TREES, {}, 'guest');
    expect(codes(res)).toEqual(['UNAUTHENTICATED']);
    expect(res.data).toBeNull();
  });
});

// ───────────────────────────── Guests ─────────────────────────────

describe('guests', () => {
  it('get a greeting and the project forests', async () => {
    const { gql } = setup();
    const res = await gql(`query { greeting forests }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.greeting).toBe('Hallo vom Klimahain!');
    expect(res.data!.forests).toEqual(['Borneo (Indonesien)', 'Uganda']);
  });

  it('a signed-in viewer gets a personal greeting', async () => {
    const { gql } = setup();
    const res = await gql(GREETING, {}, 'newUser');
    expect(res.data!.greeting).toBe('Hallo vom Klimahain, schön, dass du angemeldet bist!');
  });

  it.each([
    ['user', USER, {}],
    ['updateUser', UPDATE_USER, { user: profile() }],
    ['updateAddress', UPDATE_ADDRESS, { address: { zip: '04107' } }],
    ['updateProfileCompletionSuppressedAt', SUPPRESS_PROFILE_COMPLETION, { at: NOW }],
    ['deleteUser', DELETE_USER, {}],
    ['dropUser', DROP_USER, {}],
    ['trees', TREES, {}],
    ['allUsers', ALL_USERS, {}],
  ] as const)('get UNAUTHENTICATED from %s', async (_name, query, variables) => {
    const { server, gql } = setup();
    const res = await gql(query, variables, 'guest');
    expect(codes(res)).toEqual(['UNAUTHENTICATED']);
    expect(server.payments.cancelled).toEqual([]);
  });
});
