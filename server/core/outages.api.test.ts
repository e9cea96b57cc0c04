import { describe, expect, it } from 'vitest';
import typeDefs from '../../schema.graphql?raw';
import { mockTokenFor, mockTokenVerifier } from '../../mocks/auth.js';
import { fixtureSeed } from '../../mocks/fixtures/seed.js';
import { USER_IDS } from '../../mocks/fixtures/users.js';
import { MemoryMailer, MemoryRecurringPayments } from '../../mocks/memoryPorts.js';
import { mockReceiptRenderer } from '../../mocks/mockReceiptRenderer.js';
import { CATALOG_DE_V1 } from './domain/calculator/catalogDeV1.js';
import { CatalogSource } from './domain/calculator/catalogs.js';
import { InfrastructureError, isInfrastructureError } from './errors.js';
import { InvalidTokenError, type TokenVerifier } from './ports.js';
import { createMemoryRepositories } from './repositories/memory/createMemoryRepositories.js';
import type { Repositories } from './repositories/types.js';
import { createKlimahainYoga } from './yoga.js';

const GERMAN = 'Klimahain ist gerade kurz nicht erreichbar. Bitte versuche es in einem Moment noch einmal.';
const ME = 'query Me { user { firstName } }';

/** What pg, PGlite, undici and nodemailer throw when their far end is gone. */
const refused = () => Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
const OUTAGES: [string, () => unknown][] = [
  ['a refused connection', refused],
  ['fetch failing (undici)', () => new TypeError('fetch failed', { cause: refused() })],
  ['PostgreSQL shutting down (57P01)', () => Object.assign(new Error('terminating connection'), { code: '57P01' })],
  ['too many connections (53300)', () => Object.assign(new Error('sorry, too many clients'), { code: '53300' })],
  ['the pg pool losing its connection', () => new Error('Connection terminated unexpectedly')],
  ['PGlite closed', () => new Error('PGlite is closed')],
  ['a driver wrapping the cause', () => new Error('Failed query: select …', { cause: refused() })],
  ['the mail relay answering 451', () => Object.assign(new Error('451 try again later'), { responseCode: 451 })],
  ['an adapter saying so', () => new InfrastructureError('signing keys unavailable')],
];

function server({
  verifier = mockTokenVerifier,
  breakRepos = () => {},
}: {
  verifier?: TokenVerifier;
  breakRepos?: (repos: Repositories) => void;
}) {
  const repos = createMemoryRepositories(fixtureSeed);
  breakRepos(repos);
  const unexpected: unknown[] = [];
  const yoga = createKlimahainYoga({
    typeDefs,
    verifier,
    repos,
    catalogs: new CatalogSource([CATALOG_DE_V1]),
    mailer: new MemoryMailer(),
    payments: new MemoryRecurringPayments(),
    receiptRenderer: mockReceiptRenderer,
    site: { appUrl: 'http://127.0.0.1:5173', teamEmail: 'team@klimahain.example' },
    clock: () => new Date('2026-11-22T10:15:00.000Z'),
    newId: () => crypto.randomUUID(),
    onUnexpectedError: (error) => unexpected.push(error),
  });
  const post = async (query: string, token: string | null = mockTokenFor({ sub: USER_IDS.withSubscription })) => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { 'x-access-code': token } : {}),
      },
      body: JSON.stringify({ query }),
    });
    const body = (await res.json()) as {
      data?: unknown;
      errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[];
    };
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
  };
  return { post, unexpected };
}

const failingVerifier = (error: () => unknown): TokenVerifier => ({
  verify: async () => {
    throw error();
  },
});

describe('an outage is an outage: never UNAUTHENTICATED, always 503 with Retry-After and German words', () => {
  for (const [name, outage] of OUTAGES) {
    it(`keeps the donor signed in when the token check meets ${name}`, async () => {
      const { post } = server({ verifier: failingVerifier(outage) });
      const answer = await post(ME);
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('5');
      expect(answer.body.errors).toEqual([
        { message: GERMAN, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 } },
      ]);
    });
  }

  it('still answers UNAUTHENTICATED for a token that does not verify (signature, expiry, anything else)', async () => {
    for (const verdict of [
      () => new InvalidTokenError('signature verification failed'),
      () => new Error('"exp" claim timestamp check failed'),
      // A verdict on the token wins over anything it wraps.
      () => new InvalidTokenError('revoked', { cause: refused() }),
    ]) {
      const answer = await server({ verifier: failingVerifier(verdict) }).post(ME);
      expect(answer.body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      expect(answer.status).not.toBe(503);
    }
  });

  for (const [name, outage] of OUTAGES) {
    it(`answers 503 SERVICE_UNAVAILABLE, not "Unexpected error.", when the user lookup meets ${name}`, async () => {
      const { post, unexpected } = server({
        breakRepos: (repos) => {
          repos.users = {
            ...repos.users,
            findById: async () => {
              throw outage();
            },
          };
        },
      });
      const answer = await post(ME);
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('5');
      expect(answer.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
        [GERMAN, 'SERVICE_UNAVAILABLE'],
      ]);
      // The server still logs what happened.
      expect(unexpected).toHaveLength(1);
    });
  }

  it('answers a guest mutation whose store is gone with 503 as well', async () => {
    const { post } = server({
      breakRepos: (repos) => {
        repos.frontendErrors = {
          ...repos.frontendErrors,
          save: async () => {
            throw new Error('PGlite is closed');
          },
        };
      },
    });
    const answer = await post('mutation { reportFrontendError(frontendError: { message: "x" }) }', null);
    expect(answer.status).toBe(503);
    expect(answer.body.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('keeps masking a bug as "Unexpected error." (no 503 for what a retry will not fix)', async () => {
    const { post } = server({
      breakRepos: (repos) => {
        repos.users = {
          ...repos.users,
          findById: async () => {
            throw new TypeError("Cannot read properties of undefined (reading 'id')");
          },
        };
      },
    });
    const answer = await post(ME);
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
      ['Unexpected error.', 'INTERNAL_SERVER_ERROR'],
    ]);
  });
});

describe('isInfrastructureError', () => {
  it('knows outages by code, SQLSTATE, driver message and wrapped cause, and nothing else', () => {
    for (const [name, outage] of OUTAGES) expect(isInfrastructureError(outage()), name).toBe(true);
    expect(isInfrastructureError(new AggregateError([refused()], 'all addresses failed'))).toBe(true);
    for (const other of [
      new Error('duplicate key value violates unique constraint'),
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }),
      new TypeError('x is not a function'),
      'ECONNREFUSED',
      null,
    ])
      expect(isInfrastructureError(other), String(other)).toBe(false);
  });
});
