import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { CATALOG_DE_V1 } from '../core/domain/calculator/catalogDeV1.js';
import { CatalogSource } from '../core/domain/calculator/catalogs.js';
import type { Mailer } from '../core/ports.js';
import type { Repositories } from '../core/repositories/types.js';
import { createKlimahainYoga } from '../core/yoga.js';
import { ProviderImportService } from '../core/domain/provider/importService.js';
import type { ServerConfig } from './config.js';
import { createVerifier } from './createVerifier.js';
import { createMailer } from './mail/createMailer.js';
import { providerImportHandler } from './provider/providerImportHandler.js';
import { useRequestLog } from './requestLog.js';
import { sandboxPayments } from './sandboxPayments.js';
import { staticFiles } from './staticFiles.js';

const SCHEMA_PATH = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

export interface NodeServerDeps {
  /** The opened store (store/openStore.ts). */
  repos: Repositories;
  /** Defaults to the mailer config.mail names (SMTP or the outbox). */
  mailer?: Mailer;
}

/** The Yoga of server/core behind node:http, on the given store; with `staticDir` it also serves the built app (dist/). */
export function createNodeServer(
  config: ServerConfig,
  { repos, mailer }: NodeServerDeps,
  log: (line: string) => void = console.log,
): Server {
  const mailerInUse = mailer ?? createMailer(config.mail, log);
  const site = { appUrl: config.appUrl, teamEmail: config.teamEmail };
  const yoga = createKlimahainYoga({
    typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
    verifier: createVerifier(config, repos.users, log),
    repos,
    catalogs: new CatalogSource([CATALOG_DE_V1]),
    mailer: mailerInUse,
    payments: sandboxPayments(log),
    site,
    clock: () => new Date(),
    newId: () => crypto.randomUUID(),
    onUnexpectedError: (error) => log(`unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    plugins: [useRequestLog(log)],
  });
  // The tree provider's progress report (DESIGN §7); switched off (404) without PROVIDER_TOKEN.
  const importProvider = providerImportHandler({
    token: config.providerToken,
    service: new ProviderImportService(repos, mailerInUse, site, () => new Date(), log),
    log,
  });
  const serveStatic = config.staticDir ? staticFiles(config.staticDir) : null;
  return createServer(async (req, res) => {
    if (await importProvider(req, res)) return;
    if (req.url?.startsWith('/graphql') || !serveStatic || !(await serveStatic(req, res))) await yoga(req, res);
  });
}
