import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { CATALOG_DE_V1 } from '../core/domain/calculator/catalogDeV1.js';
import { CatalogSource } from '../core/domain/calculator/catalogs.js';
import type { Plugin } from 'graphql-yoga';
import type { Clock, Mailer } from '../core/ports.js';
import type { Repositories } from '../core/repositories/types.js';
import { createKlimahainYoga } from '../core/yoga.js';
import { ProviderImportService } from '../core/domain/provider/importService.js';
import type { ServerConfig } from './config.js';
import { createIdentityDirectory } from './createIdentityDirectory.js';
import { createVerifier } from './createVerifier.js';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { RateLimiter } from '../core/domain/rateLimits.js';
import { graphqlEndpoint } from './http/graphqlEndpoint.js';
import { securityHeaders } from './http/securityHeaders.js';
import { accessLog, loggedPath } from './http/accessLog.js';
import { healthRoutes, type Readiness } from './http/health.js';
import { sendJson } from './http/sendJson.js';
import { serverLog, type ServerLog } from './http/serverLog.js';
import { imageEndpoint } from './images/imageEndpoint.js';
import { isClientAbort } from './http/readLimitedBody.js';
import {
  isInfrastructureError,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_SECONDS,
} from '../core/errors.js';
import { createMailer } from './mail/createMailer.js';
import { assertHeaderSafe } from './mail/headerSafety.js';
import { startMailQueueJob, type MailQueueJob } from './mail/mailQueueJob.js';
import { MailQueueWorker, QueueingMailer } from '../core/domain/mail/mailQueue.js';
import { providerImportHandler } from './provider/providerImportHandler.js';
import { createRateLimiter } from './rateLimiter.js';
import { useRequestLog } from './requestLog.js';
import { AboChangeMails } from '../core/domain/donations/aboChangeMail.js';
import { AboManageLinks } from '../core/domain/donations/aboManageLink.js';
import { AboEndMails } from '../core/domain/donations/aboEndMail.js';
import { RhythmNoticeMails } from '../core/domain/donations/rhythmNoticeMail.js';
import { startTeamTaskReminderJob, type TeamTaskReminderJob } from './teamTasks/teamTaskReminderJob.js';
import { createTeamTasks, teamTaskPayments } from '../core/domain/teamTasks/teamTasks.js';
import { pdfReceiptRenderer } from './receipts/pdfReceiptRenderer.js';
import { startAnnualReceiptMailJob } from './receipts/annualReceiptMailJob.js';
import { AnnualReceiptMails } from '../core/domain/receipts/annualMails.js';
import { ReceiptService } from '../core/domain/receipts/service.js';
import { twingleRecurringPayments } from './payments/twingleRecurringPayments.js';
import { decodedPath, staticFiles } from './staticFiles.js';
import { twingleRoutes } from './twingle/twingleRoutes.js';
import { shareRoutes } from './share/shareRoutes.js';
import { FootprintRecheckMails } from '../core/domain/calculator/recheckMails.js';
import { startRecheckMailJob } from './calculator/recheckMailJob.js';
import { GiftDeliveries } from '../core/domain/gifts/deliveries.js';
import { TreeGiftService } from '../core/domain/gifts/service.js';
import { pdfGiftCertificateRenderer } from './gifts/pdfGiftCertificateRenderer.js';
import { certificateDownload } from './gifts/certificateDownload.js';
import { startGiftDeliveryJob, type GiftDeliveryJob } from './gifts/giftDeliveryJob.js';

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
 * Every response carries the security headers; no request can end the process: whatever a handler throws becomes
 * a logged 500 with a masked body.
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
  const health = healthRoutes(readiness);
  const site = { appUrl: config.appUrl, teamEmail: config.teamEmail };
  // Every mail goes into the durable mail queue (issue 34 §1): a request succeeds once its mail is stored; the worker
  // sends it over the transport with retries, at start, as soon as one is stored, and every few seconds.
  const transport = mailer ?? createMailer(config.mail, log);
  const mailerInUse = new QueueingMailer(repos.mailQueue, jobClock, () => crypto.randomUUID(), assertHeaderSafe);
  const mailQueue = startMailQueueJob(
    new MailQueueWorker(
      repos,
      transport,
      site,
      jobClock,
      `${process.pid}:${crypto.randomUUID()}`,
      () => crypto.randomUUID(),
      log,
    ),
    repos.mailQueue,
    log,
  );
  // Ending and changing Abos (issue 31 §2): by default the team does it in the Twingle Manager (Twingle has no public
  // API for it); an HTTP endpoint only where TWINGLE_RECURRING_API_URL says Twingle confirmed one for the account.
  const newId = () => crypto.randomUUID();
  const teamTasks = createTeamTasks({ repos, mailer: mailerInUse, site, clock: () => new Date(), newId });
  const payments = config.twingleRecurringApi
    ? twingleRecurringPayments(config.twingleRecurringApi)
    : teamTaskPayments(teamTasks);
  const catalogs = new CatalogSource([CATALOG_DE_V1]);
  const share = shareRoutes(catalogs, config.appUrl);
  const receiptRenderer = pdfReceiptRenderer();
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
    clock: () => new Date(),
    newId: () => crypto.randomUUID(),
    onUnexpectedError: (error) =>
      log(`unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    limiter,
    production: config.production,
    persistedOperations: JSON.parse(readFileSync(PERSISTED_PATH, 'utf8')),
    // The app calls /graphql from its own origin; no other site may read answers.
    cors: { origin: [new URL(config.appUrl).origin], credentials: false, methods: ['POST'] },
    plugins: config.production ? [useDisableIntrospection() as Plugin] : [useRequestLog(log)],
  });
  const handleGraphQL = graphqlEndpoint(yoga, config, log);
  const serveStatic = config.staticDir ? staticFiles(config.staticDir) : null;
  const headers = securityHeaders(config);
  const handleImage = imageEndpoint(config, log);
  // The tree provider's progress report (docs/architecture.md §7); switched off (404) without PROVIDER_TOKEN.
  const importProvider = providerImportHandler({
    token: config.providerToken,
    service: new ProviderImportService(repos, mailerInUse, site, () => new Date(), log),
    log,
  });

  // Twingle's donation push and, outside production, the sandbox widget (docs/architecture.md §7).
  const manageLinks = new AboManageLinks(repos, site, () => new Date());
  const endMails = new AboEndMails(repos.users, repos.orders, mailerInUse, site, repos.teamTasks, manageLinks);
  const changeMails = new AboChangeMails(repos.users, mailerInUse, site, repos.teamTasks, manageLinks);
  // The team's open Abo tasks: reminded two working days after the request, then daily; jobClock lets tests move on.
  const teamTaskReminders = startTeamTaskReminderJob(
    createTeamTasks({ repos, mailer: mailerInUse, site, clock: jobClock, newId }),
    log,
  );

  // The past year's Sammelbestätigung to donors who asked for it by mail (issue 24), at start and daily.
  const clock = () => new Date();
  const receiptMails = startAnnualReceiptMailJob(
    new AnnualReceiptMails(repos, new ReceiptService(repos, receiptRenderer, clock), mailerInUse, site, clock),
    log,
  );

  // The yearly invitation to re-check the footprint, to donors with an Abo (issue 26 §2), at start and daily.
  const recheckMails = startRecheckMailJob(new FootprintRecheckMails(repos, mailerInUse, site, jobClock), log);

  // Gifts (issue 26 §1) on their day, at start and every few minutes; jobClock lets tests move the day.
  const giftCertificates = pdfGiftCertificateRenderer(site);
  const giftDeliveries = startGiftDeliveryJob(
    new GiftDeliveries(
      repos,
      new TreeGiftService(repos, jobClock, () => crypto.randomUUID()),
      giftCertificates,
      mailerInUse,
      site,
      jobClock,
    ),
    log,
  );
  // The certificate's PDF by its link (issue 33 §3).
  const giftPdf = certificateDownload(new TreeGiftService(repos, clock, () => crypto.randomUUID()), giftCertificates);
  // A paid gift without recipient address (or for today) goes out right after the push, not at the next run.
  const onGiftPaid = () => void giftDeliveries.runNow();
  const rhythmNotices = new RhythmNoticeMails(mailerInUse, site);
  const twingle = twingleRoutes(
    config,
    repos,
    { payments, endMails, changeMails, teamTasks, onGiftPaid, rhythmNotices },
    log,
  );

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = decodedPath(req.url);
    if (path === null) return sendJson(res, 400, problem('BAD_REQUEST', 'Diese Adresse ist ungültig.'));
    if (await health(req, res, path)) return;
    if (path === '/graphql') return handleGraphQL(req, res);
    if (path === '/_image') return handleImage(req, res);
    if (await importProvider(req, res)) return;
    if (await twingle(req, res, path)) return;
    if (await share(req, res, path)) return;
    if (await giftPdf(req, res, path)) return;
    if (serveStatic && (await serveStatic(req, res, path))) return;
    if (serveStatic && req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, problem('METHOD_NOT_ALLOWED', 'Diese Methode ist hier nicht erlaubt.'), {
        allow: 'GET, HEAD',
      });
    }
    sendJson(res, 404, problem('NOT_FOUND', 'Nicht gefunden.'));
  }

  const { headersMs, requestMs, keepAliveMs } = config.httpTimeouts;
  const server = createServer(
    {
      // Slow headers get 408 and the connection closes; so does a request (body included) that takes longer.
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      // node:http checks these every 30 s by default: a slow client could hold on for up to that much longer.
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(headersMs / 4))),
    },
    (req, res) => {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      logRequest?.(req, res);
      closeIfAnsweredEarly(req, res);
      route(req, res).catch((error: unknown) => {
        // The path as the access log has it: no query string, which may hold an address or a token.
        const where = { method: req.method, path: loggedPath(req.url) };
        // (req.destroyed says nothing here: a request whose body was read to the end is destroyed, its socket is not.)
        if (isClientAbort(error) || req.socket.destroyed) {
          // The client went away (or a timeout closed its connection): nothing to answer, nothing broken here.
          log.event('info', 'client aborted', where);
          if (!res.writableEnded) res.destroy();
          return;
        }
        const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
        if (isInfrastructureError(error)) {
          // The store (or another part) is down for a moment: 503 with Retry-After, so a caller (Twingle's push,
          // the provider's import) tries again instead of taking it for a refusal.
          log.event('warn', 'service unavailable', { ...where, error: detail });
          return sendJson(res, 503, problem('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE), {
            'retry-after': String(SERVICE_UNAVAILABLE_RETRY_SECONDS),
          });
        }
        log.event('error', 'request failed', { ...where, error: detail });
        sendJson(res, 500, problem('INTERNAL_SERVER_ERROR', 'Unexpected error.'));
      });
    },
  );
  // Longer than a proxy's idle timeout (ALB and nginx: 60 s), so the proxy, not this server, closes an idle connection.
  server.keepAliveTimeout = keepAliveMs;
  server.once('close', receiptMails.stop);
  server.once('close', recheckMails.stop);
  server.once('close', giftDeliveries.stop);
  server.once('close', teamTaskReminders.stop);
  teamTaskJobs.set(server, teamTaskReminders);
  server.once('close', () => void mailQueue.stop());
  giftJobs.set(server, giftDeliveries);
  mailQueueJobs.set(server, mailQueue);
  return server;
}

/** How much of an unwanted body is still read after the answer (bytes, milliseconds), so the client can read it. */
const LINGER_BYTES = 512 * 1024;
const LINGER_MS = 2000;

/**
 * An answer given before the request's body has arrived (413, 415, 401 …) says `Connection: close` and closes the
 * connection, rather than let node:http read the rest of a body nobody wants (it drains all of it to keep the
 * connection alive). Closing at once would reset the connection while the client is still sending, and a reset can
 * take the answer with it; so the server says it is done (FIN after the answer), reads on for a little (at most
 * LINGER_BYTES or LINGER_MS), then ends the connection — as Apache's and Go's servers do.
 */
function closeIfAnsweredEarly(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead;
  // node:http writes implicit headers through this method too (res.end without writeHead).
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // A request without a body has nothing left to read (it may still be incomplete while its handler runs).
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (hasBody && !req.complete && !this.headersSent) {
      this.setHeader('connection', 'close');
      // node:http ends a `Connection: close` response's socket with destroySoon(): linger instead.
      const socket = req.socket;
      socket.destroySoon = () => lingeringClose(socket);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

function lingeringClose(socket: IncomingMessage['socket']): void {
  if (socket.destroyed) return;
  socket.end();
  const readBefore = socket.bytesRead;
  const startedAt = Date.now();
  const check = setInterval(() => {
    if (socket.bytesRead - readBefore > LINGER_BYTES || Date.now() - startedAt > LINGER_MS) socket.destroy();
  }, 20);
  check.unref();
  socket.once('close', () => clearInterval(check));
}

const giftJobs = new WeakMap<Server, GiftDeliveryJob>();
const teamTaskJobs = new WeakMap<Server, TeamTaskReminderJob>();

/** The team-task reminder job of a server createNodeServer made (tests run it after moving the job clock). */
export const teamTaskJobOf = (server: Server): TeamTaskReminderJob | undefined => teamTaskJobs.get(server);
const mailQueueJobs = new WeakMap<Server, MailQueueJob>();

/** The mail queue job of a server createNodeServer made (tests run a round; startApi waits for it before closing). */
export const mailQueueJobOf = (server: Server): MailQueueJob | undefined => mailQueueJobs.get(server);

/** The gift delivery job of a server createNodeServer made (tests run it after moving the job clock). */
export const giftDeliveryJobOf = (server: Server): GiftDeliveryJob | undefined => giftJobs.get(server);

const problem = (code: string, message: string) => ({ errors: [{ message, extensions: { code } }] });
