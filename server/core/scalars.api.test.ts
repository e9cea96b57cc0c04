import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import typeDefs from '../../schema.graphql?raw';
import { mockTokenVerifier } from '../../mocks/auth.js';
import { createMockServer, type MockServer } from '../../mocks/executor.js';
import { fixtureSeed } from '../../mocks/fixtures/seed.js';
import { USER_IDS } from '../../mocks/fixtures/users.js';
import { MemoryMailer, MemoryRecurringPayments } from '../../mocks/memoryPorts.js';
import { codes, testClient, type GraphQLResponse } from '../../mocks/testClient.js';
import { CATALOG_DE_V1 } from './domain/calculator/catalogDeV1.js';
import { CatalogSource } from './domain/calculator/catalogs.js';
import { createMemoryRepositories } from './repositories/memory/createMemoryRepositories.js';
import type { Repositories } from './repositories/types.js';
import { DateScalar, DateTimeScalar, EMailScalar, QuestionIdScalar } from './scalars.js';
import { createKlimahainYoga } from './yoga.js';
import { mockReceiptRenderer } from '../../mocks/mockReceiptRenderer.js';
import { createTeamTasks } from './domain/teamTasks/teamTasks.js';

const NOW = new Date('2026-11-22T10:15:00.000Z');

function setup() {
  const server = createMockServer({ clock: () => NOW });
  return { server, gql: testClient(server) };
}

const SUPPRESS_VAR = `mutation ($at: DateTime!) { updateProfileCompletionSuppressedAt(profileCompletionSuppressedAt: $at) { profileCompletionSuppressedAt } }`;
const suppressInline = (literal: string) =>
  `mutation { updateProfileCompletionSuppressedAt(profileCompletionSuppressedAt: ${literal}) { profileCompletionSuppressedAt } }`;
const SUBSCRIBE_VAR = `mutation ($d: NewsletterData!) { subscribeToNewsletter(newsletterData: $d) { success status } }`;
const subscribeInline = (literal: string) =>
  `mutation { subscribeToNewsletter(newsletterData: { newsletterEmail: ${literal}, emailDoubleCheck: ${literal} }) { success status } }`;
const UPDATE_CALC_VAR = `
  mutation ($answers: [CatalogAnswerInput!]!) {
    updateCalculatorState(country: "DE", version: 1, co2tPerTree: 0.15, co2EmissionTotal: 11.2, answers: $answers) { state { answers { questionId } } }
  }
`;
const updateCalcInline = (literal: string) => `
  mutation {
    updateCalculatorState(country: "DE", version: 1, co2tPerTree: 0.15, co2EmissionTotal: 11.2,
      answers: [{ questionId: ${literal}, choiceId: "transport-01-choice-01", co2Emission: 0 }]) { id }
  }
`;
const REPORT = `mutation ($e: FrontendError!) { reportFrontendError(frontendError: $e) }`;

/** Every error of the response carries BAD_USER_INPUT (and there is at least one). */
function expectBadUserInput(res: { errors?: unknown[]; data?: unknown }) {
  const c = codes(res as never);
  expect(c.length).toBeGreaterThan(0);
  expect(new Set(c)).toEqual(new Set(['BAD_USER_INPUT']));
}

/** A variable error answered like a service's input error: HTTP 200, BAD_USER_INPUT, German message at the field. */
function expectFieldError(res: GraphQLResponse, field: string, message: RegExp) {
  expectBadUserInput(res);
  expect(res.status).toBe(200);
  const fields = Object.assign({}, ...(res.errors ?? []).map((e) => e.extensions?.fields ?? {}));
  expect(fields[field]).toMatch(message);
  expect(JSON.stringify(res.errors)).not.toMatch(/got invalid value|Expected type|was not provided/);
}

/**
 * The contract has no argument of type Date, so Date inputs are checked against a small schema that uses the
 * server's own scalar implementations; graphql-js coerces variables and literals exactly as in the server.
 */
const echoSchema = makeExecutableSchema({
  typeDefs: `
    scalar Date
    scalar DateTime
    scalar EMail
    scalar QuestionId
    type Query {
      date(v: Date!): Date
      dateTime(v: DateTime!): DateTime
      email(v: EMail!): EMail
      questionId(v: QuestionId!): QuestionId
    }
  `,
  resolvers: {
    Date: DateScalar,
    DateTime: DateTimeScalar,
    EMail: EMailScalar,
    QuestionId: QuestionIdScalar,
    Query: {
      date: (_: unknown, { v }: { v: unknown }) => v,
      dateTime: (_: unknown, { v }: { v: unknown }) => v,
      email: (_: unknown, { v }: { v: unknown }) => v,
      questionId: (_: unknown, { v }: { v: unknown }) => v,
    },
  },
});

const echoVar = (field: string, type: string, v: unknown) =>
  graphql({ schema: echoSchema, source: `query ($v: ${type}!) { ${field}(v: $v) }`, variableValues: { v } });
const echoInline = (field: string, literal: string) =>
  graphql({ schema: echoSchema, source: `{ ${field}(v: ${literal}) }` });

const errorCodes = (res: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  (res.errors ?? []).map((e) => e.extensions?.code);

describe('Date', () => {
  it.each([
    '2026-02-30',
    '2026-13-01',
    '2026-04-31',
    '2025-02-29',
    '22.11.2026',
    '2026-11-22T10:15:00Z',
    '2026-1-5',
    '',
  ])('refuses "%s" as a variable and as an inline literal with BAD_USER_INPUT', async (value) => {
    const asVar = await echoVar('date', 'Date', value);
    expect(errorCodes(asVar)).toEqual(['BAD_USER_INPUT']);
    const inline = await echoInline('date', JSON.stringify(value));
    expect(errorCodes(inline)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses a number as variable and as literal', async () => {
    expect(errorCodes(await echoVar('date', 'Date', 20261122))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await echoInline('date', '20261122'))).toEqual(['BAD_USER_INPUT']);
  });

  it.each(['2024-02-29', '2026-11-22', '2026-12-31'])('round-trips the valid date %s unchanged', async (value) => {
    expect((await echoVar('date', 'Date', value)).data).toEqual({ date: value });
    expect((await echoInline('date', JSON.stringify(value))).data).toEqual({ date: value });
  });

  it('serves plot planting dates as yyyy-MM-dd', async () => {
    const { gql } = setup();
    const res = await gql(
      `{ trees { carbonAbsorptionTotalSince plotList { plotId plantedAt } } }`,
      {},
      'withSubscription',
    );
    expect(res.errors).toBeUndefined();
    // The fixture world on NOW (mocks/fixtures), planted in the seasons of plantingSeason.ts.
    expect(res.data!.trees.carbonAbsorptionTotalSince).toBe('2025-03-09');
    expect(Object.fromEntries(res.data!.trees.plotList.map((p: any) => [p.plotId, p.plantedAt]))).toEqual({
      'plot-borneo-gunung-mas-014': '2025-11-20',
      'plot-borneo-katingan-027': '2026-03-02',
      'plot-uganda-kyenjojo-008': '2025-03-09',
    });
  });

  it('serves planned planting dates of orders as yyyy-MM-dd, or null when not planned yet', async () => {
    const { gql } = setup();
    const res = await gql(`{ historyOrders { treeProviderDonationId plannedPlanting } }`, {}, 'withSubscription');
    expect(res.errors).toBeUndefined();
    const byId = Object.fromEntries(
      res.data!.historyOrders.map((o: any) => [o.treeProviderDonationId, o.plannedPlanting]),
    );
    expect(byId['order-jonas-2025-03']).toBe('2025-11-20');
    expect(byId['order-jonas-2026-02']).toBe('2026-11-02');
    expect(byId['order-jonas-2026-11']).toBeNull();
  });

  it('serves the catalog start as yyyy-MM-dd', async () => {
    const { gql } = setup();
    const res = await gql(`{ currentCalculatorModel(country: "DE") { validFrom validUntil } }`);
    expect(res.data!.currentCalculatorModel).toEqual({ validFrom: '2022-01-01', validUntil: null });
  });
});

describe('DateTime', () => {
  it.each([
    ['a word', 'gestern'],
    ['a time without zone', '2026-11-22T10:15:00'],
    ['a date without time', '2026-11-22'],
    ['a German date', '22.11.2026 10:15'],
    ['an empty string', ''],
    ['February 30', '2026-02-30T10:00:00.000Z'],
    ['April 31', '2026-04-31T10:00:00Z'],
    ['month 13', '2026-13-01T10:00:00Z'],
    ['hour 25', '2026-11-22T25:00:00Z'],
  ])(
    'refuses %s as a variable with a German field error and HTTP 200, leaving the profile unchanged',
    async (_label, value) => {
      const { server, gql } = setup();
      const res = await gql(SUPPRESS_VAR, { at: value }, 'withSubscription');
      expectFieldError(res, 'profileCompletionSuppressedAt', /Zeitpunkt|fehlt/);
      expect((await server.repos.users.findById(USER_IDS.withSubscription))!.profileCompletionSuppressedAt).toBeNull();
    },
  );

  it.each([
    ['a time without zone', '"2026-11-22T10:15:00"'],
    ['a word', '"gestern"'],
    ['February 30', '"2026-02-30T10:00:00Z"'],
    ['a number', '1764000000000'],
  ])('refuses %s as an inline literal with BAD_USER_INPUT, leaving the profile unchanged', async (_label, literal) => {
    const { server, gql } = setup();
    const res = await gql(suppressInline(literal), {}, 'withSubscription');
    expectBadUserInput(res);
    expect((await server.repos.users.findById(USER_IDS.withSubscription))!.profileCompletionSuppressedAt).toBeNull();
  });

  it('refuses a number passed as a variable', async () => {
    const { gql } = setup();
    expectBadUserInput(await gql(SUPPRESS_VAR, { at: 1764000000000 }, 'withSubscription'));
  });

  it.each([
    ['2026-11-22T10:15:00.000Z', '2026-11-22T10:15:00.000Z'],
    ['2026-11-22T10:15:00Z', '2026-11-22T10:15:00.000Z'],
    ['2026-11-22T11:15:00+01:00', '2026-11-22T10:15:00.000Z'],
    ['2026-11-22T05:15-05:00', '2026-11-22T10:15:00.000Z'],
  ])('accepts %s and serves it back in ISO form with Z', async (value, expected) => {
    const { gql } = setup();
    const asVar = await gql(SUPPRESS_VAR, { at: value }, 'withSubscription');
    expect(asVar.errors).toBeUndefined();
    expect(asVar.data!.updateProfileCompletionSuppressedAt.profileCompletionSuppressedAt).toBe(expected);
    const inline = await gql(suppressInline(JSON.stringify(value)), {}, 'withSubscription');
    expect(inline.data!.updateProfileCompletionSuppressedAt.profileCompletionSuppressedAt).toBe(expected);
    const read = await gql(`{ user { profileCompletionSuppressedAt } }`, {}, 'withSubscription');
    expect(read.data!.user.profileCompletionSuppressedAt).toBe(expected);
  });

  it('serves stored points in time as ISO strings with Z', async () => {
    const { gql } = setup();
    const res = await gql(`{ user { createdAt birthdate } }`, {}, 'withSubscription');
    expect(res.data!.user).toEqual({ createdAt: '2024-12-01T18:40:00.000Z', birthdate: '1988-04-17T00:00:00.000Z' });
  });
});

describe('EMail', () => {
  it.each(['keine-adresse', 'a@b', '@example.org', 'anna@', 'an na@example.org', 'anna@@example.org', ''])(
    'refuses "%s" as a variable with a German field error and HTTP 200',
    async (value) => {
      const { server, gql } = setup();
      const res = await gql(SUBSCRIBE_VAR, { d: { newsletterEmail: value, emailDoubleCheck: value } });
      expectFieldError(res, 'newsletterData.newsletterEmail', /^Bitte gib eine gültige E-Mail-Adresse ein\.$/);
      expect(server.mailer.sent).toEqual([]);
    },
  );

  it.each(['"keine-adresse"', '"a@b"', '""', '42'])(
    'refuses %s as an inline literal with BAD_USER_INPUT',
    async (literal) => {
      const { server, gql } = setup();
      const res = await gql(subscribeInline(literal));
      expectBadUserInput(res);
      expect(server.mailer.sent).toEqual([]);
    },
  );

  it('refuses an address longer than 254 characters', async () => {
    const long = `${'a'.repeat(250)}@example.org`;
    expect(errorCodes(await echoVar('email', 'EMail', long))).toEqual(['BAD_USER_INPUT']);
  });

  it('accepts a valid address as variable and literal and trims surrounding spaces', async () => {
    const { server, gql } = setup();
    const asVar = await gql(SUBSCRIBE_VAR, {
      d: { newsletterEmail: ' paula@example.org ', emailDoubleCheck: 'paula@example.org' },
    });
    expect(asVar.errors).toBeUndefined();
    const inline = await gql(subscribeInline('"moritz+klima@example.co.uk"'));
    expect(inline.errors).toBeUndefined();
    expect(server.mailer.sent.map((m) => m.to)).toEqual(['paula@example.org', 'moritz+klima@example.co.uk']);
    expect((await echoVar('email', 'EMail', '  paula@example.org  ')).data).toEqual({ email: 'paula@example.org' });
  });

  it('serves the signed-in user’s address', async () => {
    const { gql } = setup();
    const res = await gql(`{ user { email } }`, {}, 'withDonations');
    expect(res.data!.user.email).toBe('mira.schaefer@example.org');
  });
});

describe('QuestionId', () => {
  it.each(['', '   '])('refuses "%s" as a variable with BAD_USER_INPUT and stores nothing', async (value) => {
    const { server, gql } = setup();
    const res = await gql(
      UPDATE_CALC_VAR,
      { answers: [{ questionId: value, choiceId: 'transport-01-choice-01', co2Emission: 0 }] },
      'newUser',
    );
    expectFieldError(res, 'answers[0].questionId', /^Darf nicht leer sein\.$/);
    expect(await server.repos.calculatorStates.find(USER_IDS.newUser, 'DE')).toBeUndefined();
  });

  it.each(['""', '"  "', '5'])('refuses %s as an inline literal with BAD_USER_INPUT', async (literal) => {
    const { gql } = setup();
    expectBadUserInput(await gql(updateCalcInline(literal), {}, 'newUser'));
  });

  it('serves question ids of the catalog and of a saved state unchanged', async () => {
    const { gql } = setup();
    const model = await gql(
      `{ currentCalculatorModel(country: "DE") { categories { questions { id choices { questionId } } } } }`,
    );
    const questions = model.data!.currentCalculatorModel.categories.flatMap((c: any) => c.questions);
    expect(questions.map((q: any) => q.id)).toContain('accommodation-01');
    for (const q of questions) for (const c of q.choices) expect(c.questionId).toBe(q.id);

    const state = await gql(
      `query { calculator(country: "DE") { state { answers { questionId } } } }`,
      {},
      'withSubscription',
    );
    expect(state.data!.calculator.state.answers.map((a: any) => a.questionId)).toContain('diet-02');
    expect((await echoInline('questionId', '"transport-01"')).data).toEqual({ questionId: 'transport-01' });
  });
});

describe('required input fields', () => {
  it('refuses an InputUser without lastName passed as variable with a German field error and HTTP 200', async () => {
    const { server, gql } = setup();
    const before = await server.repos.users.findById(USER_IDS.withSubscription);
    const res = await gql(
      `mutation ($u: InputUser!) { updateUser(user: $u) { id lastName } }`,
      { u: { firstName: 'Jonas' } },
      'withSubscription',
    );
    expectFieldError(res, 'user.lastName', /^Bitte fülle dieses Feld aus\.$/);
    expect(res.data ?? null).toBeNull();
    expect(await server.repos.users.findById(USER_IDS.withSubscription)).toEqual(before);
  });

  it('refuses an InputUser without lastName written inline, running nothing', async () => {
    const { server, gql } = setup();
    const before = await server.repos.users.findById(USER_IDS.withSubscription);
    const res = await gql(`mutation { updateUser(user: { firstName: "Jonas" }) { id } }`, {}, 'withSubscription');
    expect(res.errors).toHaveLength(1);
    expect(res.data ?? null).toBeNull();
    expect(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED']).toContain(res.errors![0].extensions?.code);
    expect(res.errors![0].message).toContain('lastName');
    expect(await server.repos.users.findById(USER_IDS.withSubscription)).toEqual(before);
  });

  it('refuses a missing required variable with a German field error and HTTP 200', async () => {
    const { gql } = setup();
    const res = await gql(SUPPRESS_VAR, {}, 'withSubscription');
    expectFieldError(res, 'profileCompletionSuppressedAt', /^Dieser Wert fehlt\.$/);
  });
});

describe('reportFrontendError', () => {
  const report = {
    message: 'TypeError: x is undefined',
    stacktrace: 'at Header (Header.tsx:12)',
    url: 'http://127.0.0.1:5173/co2-rechner',
    userAgent: 'Mozilla/5.0',
  };

  it('takes a report from a guest and stores it without a user', async () => {
    const { server, gql } = setup();
    const res = await gql(REPORT, { e: report });
    expect(res.errors).toBeUndefined();
    expect(res.data!.reportFrontendError).toBe(true);
    const stored = await server.repos.frontendErrors.list();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...report, userId: null, reportedAt: NOW });
  });

  it('records the reporting user when signed in', async () => {
    const { server, gql } = setup();
    const res = await gql(REPORT, { e: report }, 'withSubscription');
    expect(res.data!.reportFrontendError).toBe(true);
    const [stored] = await server.repos.frontendErrors.list();
    expect(stored.userId).toBe(USER_IDS.withSubscription);
  });

  it('takes a report with only a message', async () => {
    const { server, gql } = setup();
    const res = await gql(REPORT, { e: { message: 'Etwas ist schief gelaufen' } });
    expect(res.data!.reportFrontendError).toBe(true);
    const [stored] = await server.repos.frontendErrors.list();
    expect(stored).toMatchObject({
      message: 'Etwas ist schief gelaufen',
      stacktrace: null,
      url: null,
      userAgent: null,
    });
  });

  it('cuts a 10 000-character message instead of refusing it', async () => {
    const { server, gql } = setup();
    const message = 'x'.repeat(10_000);
    const res = await gql(REPORT, { e: { ...report, message, stacktrace: 's'.repeat(100_000) } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.reportFrontendError).toBe(true);
    const [stored] = await server.repos.frontendErrors.list();
    expect(stored.message.length).toBeGreaterThan(0);
    expect(stored.message.length).toBeLessThan(10_000);
    expect(message.startsWith(stored.message)).toBe(true);
    expect(stored.stacktrace!.length).toBeLessThan(100_000);
  });

  it('refuses a report without message with BAD_USER_INPUT and stores nothing', async () => {
    const { server, gql } = setup();
    const res = await gql(REPORT, { e: { url: report.url } });
    expectFieldError(res, 'frontendError.message', /^Bitte fülle dieses Feld aus\.$/);
    expect(await server.repos.frontendErrors.list()).toEqual([]);
  });

  it('refuses a call without the frontendError variable with BAD_USER_INPUT', async () => {
    const { server, gql } = setup();
    expectBadUserInput(await gql(REPORT, {}));
    expect(await server.repos.frontendErrors.list()).toEqual([]);
  });
});

describe('unexpected failures', () => {
  const SECRET = 'connection to db-internal.klimahain:5432 refused (password=hunter2)';

  const SITE = { appUrl: 'http://127.0.0.1:5173', teamEmail: 'team@klimahain.example' };

  /** The real Yoga over memory repositories of which one method throws a plain Error. */
  function brokenServer(breakRepos: (repos: Repositories, boom: Error) => void) {
    const boom = new Error(SECRET);
    const repos = createMemoryRepositories(fixtureSeed);
    breakRepos(repos, boom);
    const received: unknown[] = [];
    const mailer = new MemoryMailer();
    const payments = new MemoryRecurringPayments();
    const yoga = createKlimahainYoga({
      typeDefs,
      verifier: mockTokenVerifier,
      repos,
      catalogs: new CatalogSource([CATALOG_DE_V1]),
      mailer,
      payments,
      receiptRenderer: mockReceiptRenderer,
      site: SITE,
      clock: () => NOW,
      newId: () => crypto.randomUUID(),
      onUnexpectedError: (error) => received.push(error),
    });
    const teamTasks = createTeamTasks({
      repos,
      mailer,
      site: SITE,
      clock: () => NOW,
      newId: () => crypto.randomUUID(),
    });
    const server: MockServer = { yoga, repos, mailer, payments, teamTasks };
    return { boom, received, yoga, gql: testClient(server) };
  }

  const rawPost = (yoga: MockServer['yoga'], body: string, headers: Record<string, string> = {}) =>
    yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body,
    });

  const originalOf = (e: unknown) => (e as { originalError?: unknown }).originalError ?? e;

  function expectNoLeak(text: string) {
    expect(text).not.toContain('db-internal');
    expect(text).not.toContain('hunter2');
    expect(text).not.toMatch(/"stack"/);
    expect(text).not.toMatch(/\bat .*\.(ts|js):\d+/);
    expect(text).not.toMatch(/node_modules|\/work\//);
  }

  it('shows the client only "Unexpected error." with INTERNAL_SERVER_ERROR when a repository throws in a mutation', async () => {
    const { yoga, received, boom } = brokenServer((repos, boom) => {
      repos.newsletter = {
        ...repos.newsletter,
        findByEmail: async () => {
          throw boom;
        },
      };
    });
    const res = await rawPost(
      yoga,
      JSON.stringify({
        query: SUBSCRIBE_VAR,
        variables: { d: { newsletterEmail: 'a@example.org', emailDoubleCheck: 'a@example.org' } },
      }),
    );
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].message).toBe('Unexpected error.');
    expect(body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(body.data).toBeNull();
    expectNoLeak(text);
    expect(received).toHaveLength(1);
    expect(originalOf(received[0])).toBe(boom);
  });

  it('masks a repository failure in a signed-in query the same way', async () => {
    const { gql, received, boom } = brokenServer((repos, boom) => {
      repos.calculatorStates = {
        ...repos.calculatorStates,
        find: async () => {
          throw boom;
        },
      };
    });
    const res = await gql(`{ calculator(country: "DE") { id } }`, {}, 'withSubscription');
    expect(res.errors!.map((e) => [e.message, e.extensions?.code])).toEqual([
      ['Unexpected error.', 'INTERNAL_SERVER_ERROR'],
    ]);
    expectNoLeak(JSON.stringify(res));
    expect(received.map(originalOf)).toEqual([boom]);
  });

  it('masks unexpected failures even when NODE_ENV is development', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const { gql, received, boom } = brokenServer((repos, boom) => {
        repos.frontendErrors = {
          ...repos.frontendErrors,
          save: async () => {
            throw boom;
          },
        };
      });
      const res = await gql(REPORT, { e: { message: 'x' } });
      expect(res.errors![0].message).toBe('Unexpected error.');
      expectNoLeak(JSON.stringify(res));
      expect(received.map(originalOf)).toEqual([boom]);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('does not report expected errors (NOT_FOUND, BAD_USER_INPUT, UNAUTHENTICATED) as unexpected', async () => {
    const { gql, received } = brokenServer(() => {});
    expect(codes(await gql(`mutation { confirmNewsletterSubscription(token: "nope") { status } }`))).toEqual([
      'NOT_FOUND',
    ]);
    expect(codes(await gql(SUPPRESS_VAR, { at: 'gestern' }, 'withSubscription'))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await gql(`{ user { id } }`))).toEqual(['UNAUTHENTICATED']);
    expect(received).toEqual([]);
  });

  it('answers a malformed JSON body with HTTP 400 and no stack trace', async () => {
    const { yoga, received } = brokenServer(() => {});
    const res = await rawPost(yoga, '{"query": "{ greeting }"');
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/"stack"/);
    expect(text).not.toMatch(/\bat .*\.(ts|js|mjs|cjs):\d+/);
    expect(text).not.toMatch(/node_modules|\/work\//);
    const body = JSON.parse(text);
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(received).toEqual([]);
  });
});
