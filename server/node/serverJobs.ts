import type { Server } from 'node:http';
import { FootprintRecheckMails } from '../core/domain/calculator/recheckMails.js';
import { GiftDeliveries, type GiftCertificateRenderer } from '../core/domain/gifts/deliveries.js';
import { TreeGiftService } from '../core/domain/gifts/service.js';
import { MailQueueWorker } from '../core/domain/mail/mailQueue.js';
import { AnnualReceiptMails } from '../core/domain/receipts/annualMails.js';
import { ReceiptService } from '../core/domain/receipts/service.js';
import { createTeamTasks } from '../core/domain/teamTasks/teamTasks.js';
import type { Clock, Mailer, ReceiptRenderer, SiteConfig } from '../core/ports.js';
import type { Repositories } from '../core/repositories/types.js';
import { startRecheckMailJob } from './calculator/recheckMailJob.js';
import { startGiftDeliveryJob, type GiftDeliveryJob } from './gifts/giftDeliveryJob.js';
import type { ServerLog } from './http/serverLog.js';
import { startMailQueueJob, type MailQueueJob } from './mail/mailQueueJob.js';
import { startAnnualReceiptMailJob } from './receipts/annualReceiptMailJob.js';
import { startTeamTaskReminderJob, type TeamTaskReminderJob } from './teamTasks/teamTaskReminderJob.js';

export interface ServerJobDeps {
  repos: Repositories;
  /** How mails leave the server (SMTP or the development folder): only the mail queue's worker sends over it. */
  transport: Mailer;
  /** The mailer the jobs write with: it stores each mail in the queue. */
  mailer: Mailer;
  site: SiteConfig;
  /** The time the jobs see (tests move it ahead); production runs on the real clock. */
  jobClock: Clock;
  receiptRenderer: ReceiptRenderer;
  giftCertificates: GiftCertificateRenderer;
  log: ServerLog;
}

/** The scheduled work that runs beside a server's requests; each runs at start, then on its own timer. */
export interface ServerJobs {
  mailQueue: MailQueueJob;
  teamTaskReminders: TeamTaskReminderJob;
  receiptMails: { stop(): void };
  recheckMails: { stop(): void };
  giftDeliveries: GiftDeliveryJob;
}

export function startServerJobs({
  repos,
  transport,
  mailer,
  site,
  jobClock,
  receiptRenderer,
  giftCertificates,
  log,
}: ServerJobDeps): ServerJobs {
  const newId = () => crypto.randomUUID();
  // A request succeeds once its mail is stored; the worker sends it over the transport with retries, at start, as
  // soon as one is stored, and every few seconds. The claimant names this process, so instances never send one twice.
  const mailQueue = startMailQueueJob(
    new MailQueueWorker(repos, transport, site, jobClock, `${process.pid}:${crypto.randomUUID()}`, newId, log),
    repos.mailQueue,
    log,
  );
  // The team's open Abo tasks: reminded two working days after the request, then daily.
  const teamTaskReminders = startTeamTaskReminderJob(
    createTeamTasks({ repos, mailer, site, clock: jobClock, newId }),
    log,
  );
  // The past year's Sammelbestätigung to donors who asked for it by mail, at start and daily.
  const clock = () => new Date();
  const receiptMails = startAnnualReceiptMailJob(
    new AnnualReceiptMails(repos, new ReceiptService(repos, receiptRenderer, clock), mailer, site, clock),
    log,
  );
  // The yearly invitation to re-check the footprint, to donors with an Abo, at start and daily.
  const recheckMails = startRecheckMailJob(new FootprintRecheckMails(repos, mailer, site, jobClock), log);
  // Gifts on their day, at start and every few minutes.
  const giftDeliveries = startGiftDeliveryJob(
    new GiftDeliveries(repos, new TreeGiftService(repos, jobClock, newId), giftCertificates, mailer, site, jobClock),
    log,
  );
  return { mailQueue, teamTaskReminders, receiptMails, recheckMails, giftDeliveries };
}

const jobsOf = new WeakMap<Server, ServerJobs>();

/** The jobs end when the server closes; until then tests and startApi reach them through the server. */
export function stopJobsWith(server: Server, jobs: ServerJobs): void {
  server.once('close', jobs.receiptMails.stop);
  server.once('close', jobs.recheckMails.stop);
  server.once('close', jobs.giftDeliveries.stop);
  server.once('close', jobs.teamTaskReminders.stop);
  server.once('close', () => void jobs.mailQueue.stop());
  jobsOf.set(server, jobs);
}

/** The team-task reminder job of a server createNodeServer made (tests run it after moving the job clock). */
export const teamTaskJobOf = (server: Server): TeamTaskReminderJob | undefined => jobsOf.get(server)?.teamTaskReminders;

/** The mail queue job of a server createNodeServer made (tests run a round; startApi waits for it before closing). */
export const mailQueueJobOf = (server: Server): MailQueueJob | undefined => jobsOf.get(server)?.mailQueue;

/** The gift delivery job of a server createNodeServer made (tests run it after moving the job clock). */
export const giftDeliveryJobOf = (server: Server): GiftDeliveryJob | undefined => jobsOf.get(server)?.giftDeliveries;
