import persistedOperations from '../persisted_queries.json';
import typeDefs from '../schema.graphql?raw';
import { CatalogSource } from '../server/core/domain/calculator/catalogs.js';
import { CATALOG_DE_V1 } from '../server/core/domain/calculator/catalogDeV1.js';
import type { CalculatorCatalog } from '../server/core/domain/calculator/catalogTypes.js';
import { createMemoryRepositories } from '../server/core/repositories/memory/createMemoryRepositories.js';
import type { IdentityDirectory, ReceiptRenderer } from '../server/core/ports.js';
import type { Repositories, Seed } from '../server/core/repositories/types.js';
import { createKlimahainYoga } from '../server/core/yoga.js';
import { mockIdentityDirectory, mockTokenVerifier } from './auth.js';
import { buildFixtureSeed, fixtureSeed } from './fixtures/seed.js';
import { MemoryMailer, MemoryRecurringPayments } from './memoryPorts.js';
import { mockReceiptRenderer } from './mockReceiptRenderer.js';
import { createTeamTasks } from '../server/core/domain/teamTasks/teamTasks.js';
import { teamTaskPayments } from '../server/core/domain/teamTasks/teamTaskPayments.js';
import { TEAM_REGION } from '../src/content/teamRegion.js';
import type { RateLimiter } from '../server/core/domain/rateLimits.js';

export interface MockServerOptions {
  seed?: Seed;
  /** Repositories of the test's own (e.g. memory ones wrapped to count calls); default: memory ones from `seed`. */
  repos?: Repositories;
  catalogs?: CalculatorCatalog[];
  clock?: () => Date;
  newId?: () => string;
  onUnexpectedError?: (error: unknown) => void;
  /** Default: a mock token's `email` counts as verified. */
  identityDirectory?: IdentityDirectory;
  /** Default: the mock engine's one-page preview; Node tests pass the real pdfkit renderer. */
  receiptRenderer?: ReceiptRenderer;
  /** Default: nothing is limited. */
  limiter?: RateLimiter;
}

/**
 * The real Yoga, schema and resolvers over memory repositories seeded from fixtures. Runs in tests (yoga.fetch),
 * behind MSW in the browser (dev:mock) and in Storybook. Each call is a fresh, independent world.
 */
export function createMockServer(options: MockServerOptions = {}) {
  // With a clock of its own, a test gets the fixture world of that day (mocks/fixtures/clock.ts), so its dates hold on
  // any day the test runs.
  const repos =
    options.repos ??
    createMemoryRepositories(options.seed ?? (options.clock ? buildFixtureSeed(options.clock()) : fixtureSeed));
  const mailer = new MemoryMailer();
  // The team's Land as the pages count it (TEAM_REGION, else the operator's address): the promised day is the task's.
  const site = { appUrl: 'http://127.0.0.1:5173', teamEmail: 'team@klimahain.example', teamRegion: TEAM_REGION };
  const clock = options.clock ?? (() => new Date());
  const newId = options.newId ?? (() => crypto.randomUUID());
  // Like production: the team ends and changes Abos in the Twingle Manager; the team's mails land in `mailer`.
  const teamTasks = createTeamTasks({ repos, mailer, site, clock, newId });
  const payments = new MemoryRecurringPayments(teamTaskPayments(teamTasks));
  const yoga = createKlimahainYoga({
    typeDefs,
    verifier: mockTokenVerifier,
    identityDirectory: options.identityDirectory ?? mockIdentityDirectory,
    repos,
    catalogs: new CatalogSource(options.catalogs ?? [CATALOG_DE_V1]),
    mailer,
    teamTasks,
    payments,
    receiptRenderer: options.receiptRenderer ?? mockReceiptRenderer,
    site,
    clock,
    newId,
    onUnexpectedError: options.onUnexpectedError ?? ((error) => console.error('[mock server]', error)),
    // A production build of Storybook sends ids, like the app's production build.
    persistedOperations,
    limiter: options.limiter,
  });
  return { yoga, repos, mailer, payments, teamTasks };
}

export type MockServer = ReturnType<typeof createMockServer>;
