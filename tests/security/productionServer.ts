import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fixtureSeed } from '../../mocks/fixtures/seed.js';
import { MemoryMailer } from '../../mocks/memoryPorts.js';
import { createMemoryRepositories } from '../../server/core/repositories/memory/createMemoryRepositories.js';
import { readConfig } from '../../server/node/config.js';
import { createNodeServer } from '../../server/node/createNodeServer.js';

/** The settings production requires; nothing here is contacted (the store and the mailer are injected). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://klimahain@127.0.0.1:1/klimahain',
  MAIL_TRANSPORT: 'smtp://127.0.0.1:1',
  COGNITO_USER_POOL_ID: 'eu-central-1_AbC123',
  COGNITO_CLIENT_ID: 'client-1',
  APP_URL: 'https://klimahain.example',
  TWINGLE_API_KEY: 'twingle-api-key-0123456789',
  TWINGLE_SITE_KEY: 'twingle-site-key-0123456789',
  // The repository's operator is the example (src/content/operator.ts); a real one needs no such line.
  ALLOW_EXAMPLE_OPERATOR: '1',
};

const persisted = JSON.parse(readFileSync(new URL('../../persisted_queries.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

/** The persisted id of one of the app's operations, by its name (what a production build sends). */
export function persistedId(operationName: string): string {
  const entry = Object.entries(persisted).find(([, text]) =>
    new RegExp(`^(query|mutation) ${operationName}\\b`).test(text),
  );
  if (!entry) throw new Error(`no persisted operation ${operationName}`);
  return entry[0];
}

/** A Node server configured like production, on the demo fixtures in memory, listening on a free loopback port. */
export async function startProductionServer(env: Record<string, string> = {}, staticDir?: string) {
  const mailer = new MemoryMailer();
  const lines: string[] = [];
  const config = readConfig({ ...PRODUCTION_ENV, ...env, ...(staticDir ? { STATIC_DIR: staticDir } : {}) });
  // The jobs' clock before the demo donor's yearly re-check is due: these tests count the mails requests cause.
  const jobClock = () => new Date('2025-06-01T00:00:00.000Z');
  const server = createNodeServer(config, { repos: createMemoryRepositories(fixtureSeed), mailer, jobClock }, (l) =>
    lines.push(l),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    mailer,
    lines,
    post: (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
