import { it } from 'vitest';
import typeDefs from '../../schema.graphql?raw';
import { CatalogSource } from './domain/calculator/catalogs.js';
import { CATALOG_DE_V1 } from './domain/calculator/catalogDeV1.js';
import { createMemoryRepositories } from './repositories/memory/createMemoryRepositories.js';
import { createKlimahainYoga } from './yoga.js';
import { mockTokenVerifier } from '../../mocks/auth.js';
import { fixtureSeed } from '../../mocks/fixtures/seed.js';
import { MemoryMailer, MemoryPaymentGateway } from '../../mocks/memoryPorts.js';
import { testClient } from '../../mocks/testClient.js';
it('exp', async () => {
  const received: unknown[] = [];
  const repos = createMemoryRepositories(fixtureSeed);
  const boom = new Error('connection to db-secret-host:5432 refused');
  repos.newsletter = { ...repos.newsletter, findByEmail: async () => { throw boom; } };
  const mailer = new MemoryMailer(); const payments = new MemoryPaymentGateway();
  const yoga = createKlimahainYoga({ typeDefs, verifier: mockTokenVerifier, repos, catalogs: new CatalogSource([CATALOG_DE_V1]), mailer, payments,
    site: { appUrl: 'http://x', teamEmail: 't@x.de' }, clock: () => new Date(), newId: () => crypto.randomUUID(), onUnexpectedError: (e) => received.push(e) });
  const res = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ query: 'mutation { subscribeToNewsletter(newsletterData: {newsletterEmail: "a@b.de", emailDoubleCheck: "a@b.de"}) { success } }' }) });
  console.log(res.status, await res.text());
  console.log(received.length, received[0] === boom, (received[0] as any)?.originalError === boom, (received[0] as any)?.constructor?.name);
});
