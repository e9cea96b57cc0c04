import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { Plugin } from 'graphql-yoga';
import { CATALOG_DE_V1 } from '../core/domain/calculator/catalogDeV1.js';
import { CatalogSource } from '../core/domain/calculator/catalogs.js';
import { AboChangeMails } from '../core/domain/donations/aboChangeMail.js';
import { AboEndMails } from '../core/domain/donations/aboEndMail.js';
import { AboManageLinks } from '../core/domain/donations/aboManageLink.js';
import { RhythmNoticeMails } from '../core/domain/donations/rhythmNoticeMail.js';
import { TreeGiftService } from '../core/domain/gifts/service.js';
import { QueueingMailer } from '../core/domain/mail/mailQueue.js';
import { ProviderImportService } from '../core/domain/provider/importService.js';
import type { RateLimiter } from '../core/domain/rateLimits.js';
import { createTeamTasks } from '../core/domain/teamTasks/teamTasks.js';
import { teamTaskPayments } from '../core/domain/teamTasks/teamTaskPayments.js';
import type { Clock, Mailer } from '../core/ports.js';
import type { Repositories } from '../core/repositories/types.js';
import { createKlimahainYoga } from '../core/yoga.js';
import type { ServerConfig } from './config.js';
import { createIdentityDirectory } from './createIdentityDirectory.js';
import { createVerifier } from './createVerifier.js';
import { certificateDownload } from './gifts/certificateDownload.js';
import { pdfGiftCertificateRenderer } from './gifts/pdfGiftCertificateRenderer.js';
import { accessLog } from './http/accessLog.js';
import { answerFailedRequest } from './http/failedRequest.js';
import { graphqlEndpoint } from './http/graphqlEndpoint.js';
import { healthRoutes, type Readiness } from './http/health.js';
import { router } from './http/routes.js';
import { securityHeaders } from './http/securityHeaders.js';
import { serverLog, type ServerLog } from './http/serverLog.js';
import { closeIfAnsweredEarly, createLimitedServer } from './http/socketLimits.js';
import { imageEndpoint } from './images/imageEndpoint.js';
import { createMailer } from './mail/createMailer.js';
import { assertHeaderSafe } from './mail/headerSafety.js';
import { twingleRecurringPayments } from './payments/twingleRecurringPayments.js';
import { providerImportHandler } from './provider/providerImportHandler.js';
import { createRateLimiter } from './rateLimiter.js';
import { pdfReceiptRenderer } from './receipts/pdfReceiptRenderer.js';
import { useRequestLog } from './requestLog.js';
import { startServerJobs, stopJobsWith } from './serverJobs.js';
import { shareRoutes } from './share/shareRoutes.js';
import { staticFiles } from './staticFiles.js';
import { twingleRoutes } from './twingle/twingleRoutes.js';

export { giftDeliveryJobOf, mailQueueJobOf, teamTaskJobOf } from './serverJobs.js';

const SCHEMA_PATH = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
const PERSISTED_PATH = fileURLToPath(new URL('../../persisted_queries.json', import.meta.url));

export interface NodeServerDeps {
  /** The opened store (store/openStore.ts). */
  repos: Repositories;
  /**
   * How mails leave the server; defaults to the one config.mail names (SMTP or the development folder). The app never
   * sends over it directly: every mail is stored in the durable mail queue first and the queue's worker sends it.
   */
  mailer?: Mailer;
  /** Defaults to counters in process memory; startApi passes the store's (shared by every instance). */
  limiter?: RateLimiter;
  /** /readyz; startApi passes the store's (database reachable, migrations applied). */
  readiness?: () => Promise<Readiness>;
  /**
   * The time the scheduled mail jobs see (tests move it ahead). Code-only: no setting reads it, so production always
   * runs on the real clock.
   */
  jobClock?: Clock;
}

/**
 * The Yoga of server/core behind node:http, on the given store; with `staticDir` it also serves the built app (dist/).
 * This wires the parts: the services, the scheduled jobs (serverJobs.ts), the routes (http/routes.ts) and the
 * connection limits (http/socketLimits.ts). Every response carries the security headers; no request can end the
 * process: whatever a handler throws becomes a logged 500 with a masked body (http/failedRequest.ts).
 */
export function createNodeServer(
  config: ServerConfig,
  {
    repos,
    mailer,
    limiter = createRateLimiter(null, config.rateLimitScale),
    readiness = async () => ({ ready: true }),
    jobClock = () => new Date(),
  }: NodeServerDeps,
  logLine: ServerLog | ((line: string) => void) = console.log,
): Server {
  // Production writes JSON lines (serverLog.ts); a plain function given by a caller is wrapped.
  const log: ServerLog = 'event' in logLine ? logLine : serverLog(config.production, logLine);
  // Production: one JSON line per request of any kind; development keeps Yoga's line per operation.
  const logRequest = config.production ? accessLog(log) : null;
  const site = { appUrl: config.appUrl, teamEmail: config.teamEmail, teamRegion: config.teamRegion };
  const clock = () => new Date();
  const newId = () => crypto.randomUUID();
  // Every mail goes into the durable mail queue: a request succeeds once its mail is stored, and the queue's job sends it.
  const mailerInUse = new QueueingMailer(repos.mailQueue, jobClock, newId, assertHeaderSafe);
  const receiptRenderer = pdfReceiptRenderer();
  const giftCertificates = pdfGiftCertificateRenderer(site);
  const jobs = startServerJobs({
    repos,
    transport: mailer ?? createMailer(config.mail, log),
    mailer: mailerInUse,
    site,
    jobClock,
    receiptRenderer,
    giftCertificates,
    log,
  });

  // Ending and changing Abos: by default the team does it in the Twingle Manager (Twingle has no public API for it);
  // an HTTP endpoint only where TWINGLE_RECURRING_API_URL says Twingle confirmed one for the account.
  const teamTasks = createTeamTasks({ repos, mailer: mailerInUse, site, clock, newId });
  const payments = config.twingleRecurringApi
    ? twingleRecurringPayments(config.twingleRecurringApi)
    : teamTaskPayments(teamTasks);
  const catalogs = new CatalogSource([CATALOG_DE_V1]);
  const yoga = createKlimahainYoga({
    typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
    verifier: createVerifier(config, repos.users, log),
    identityDirectory: createIdentityDirectory(config),
    repos,
    catalogs,
    mailer: mailerInUse,
    teamTasks,
    payments,
    receiptRenderer,
    site,
    clock,
    newId,
    onUnexpectedError: (error) =>
      log(`unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    limiter,
    production: config.production,
    persistedOperations: JSON.parse(readFileSync(PERSISTED_PATH, 'utf8')),
    // The app calls /graphql from its own origin; no other site may read answers.
    cors: { origin: [new URL(config.appUrl).origin], credentials: false, methods: ['POST'] },
    plugins: config.production ? [useDisableIntrospection() as Plugin] : [useRequestLog(log)],
  });

  const manageLinks = new AboManageLinks(repos, site, clock);
  const route = router({
    health: healthRoutes(readiness),
    graphql: graphqlEndpoint(yoga, config, log),
    image: imageEndpoint(config, log),
    // The tree provider's progress report (docs/architecture.md §7); switched off (404) without PROVIDER_TOKEN.
    providerImport: providerImportHandler({
      token: config.providerToken,
      service: new ProviderImportService(repos, mailerInUse, site, clock, log),
      log,
    }),
    // Twingle's donation push and, outside production, the sandbox widget (docs/architecture.md §7).
    twingle: twingleRoutes(
      config,
      repos,
      {
        payments,
        endMails: new AboEndMails(repos.users, repos.orders, mailerInUse, site, repos.teamTasks, manageLinks),
        changeMails: new AboChangeMails(repos.users, mailerInUse, site, repos.teamTasks, manageLinks),
        teamTasks,
        // A paid gift without recipient address (or for today) goes out right after the push, not at the next run.
        onGiftPaid: () => void jobs.giftDeliveries.runNow(),
        rhythmNotices: new RhythmNoticeMails(mailerInUse, site),
      },
      log,
    ),
    share: shareRoutes(catalogs, config.appUrl),
    giftPdf: certificateDownload(new TreeGiftService(repos, clock, newId), giftCertificates),
    staticFiles: config.staticDir ? staticFiles(config.staticDir) : null,
  });

  const headers = securityHeaders(config);
  const failed = answerFailedRequest(log);
  const server = createLimitedServer(config.httpTimeouts, (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    logRequest?.(req, res);
    closeIfAnsweredEarly(req, res);
    route(req, res).catch((error: unknown) => failed(req, res, error));
  });
  stopJobsWith(server, jobs);
  return server;
}
