import persistedOperations from '../../persisted_queries.json';
import typeDefs from '../../schema.graphql?raw';
import { CatalogSource } from '../../server/core/domain/calculator/catalogs';
import { CATALOG_DE_V1 } from '../../server/core/domain/calculator/catalogDeV1';
import { createMemoryRepositories } from '../../server/core/repositories/memory/createMemoryRepositories';
import { createKlimahainYoga } from '../../server/core/yoga';

const refuse = (what: string) => () => Promise.reject(new Error(`${what} is not available while prerendering`));

/**
 * The production server's schema, resolvers and catalog over an empty store, in the prerenderer's process: a guest's
 * page reads only content every visitor gets (the calculator's catalog), never anyone's data. Sending mail, taking
 * payments and verifying tokens are refused — no page may do that while it is rendered.
 */
export function createPrerenderServer() {
  return createKlimahainYoga({
    typeDefs,
    verifier: { verify: refuse('verifying a token') },
    repos: createMemoryRepositories(),
    catalogs: new CatalogSource([CATALOG_DE_V1]),
    mailer: { send: refuse('sending mail') },
    payments: {
      endRecurring: refuse('a payment call'),
      changeAmount: refuse('a payment call'),
      pause: refuse('a payment call'),
    },
    receiptRenderer: { render: refuse('rendering a receipt') },
    site: { appUrl: 'http://prerender.invalid', teamEmail: 'team@prerender.invalid' },
    clock: () => new Date(),
    newId: () => crypto.randomUUID(),
    onUnexpectedError: (error) => console.error('[prerender server]', error),
    production: true,
    persistedOperations,
  });
}

/** Lets the app's own fetchGraphQL (which fetches the relative /graphql) reach that server; nothing else is fetched. */
export function answerGraphQLInProcess(yoga: ReturnType<typeof createPrerenderServer>): void {
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://prerender.invalid');
    if (url.pathname !== '/graphql') throw new Error(`prerendering may not fetch ${url.href}`);
    return yoga.fetch(url, init ?? {});
  };
}
