import type { Clock, IdGenerator, Mail, Mailer, SiteConfig } from '../../ports.js';
import type { MailQueueRepository, QueuedMailRecord, Repositories } from '../../repositories/types.js';
import { PRODUCT_NAME } from '../product.js';

/**
 * The durable mail outbox (issue 34 §1), behind the ordinary Mailer port: `QueueingMailer.send` only stores the mail
 * (inside `atomically` in the same transaction as the change that causes it), and `MailQueueWorker` delivers it over
 * the real transport (SMTP, or the development folder) with retries and exponential backoff. A mail still failing
 * after a day or its most attempts — counted when it is claimed, so a send that kills the process counts too — or
 * refused for good by the relay (5xx), is marked dead, and the team hears of it in one mail.
 *
 * The claims follow graphile-worker (src/sql/getJobs.ts: `attempts = attempts + 1, locked_at = now()` in the claim
 * itself, one job `FOR UPDATE SKIP LOCKED`; sql/000011.sql: `max_attempts`, a job is available only while `attempts <
 * max_attempts`) and pg-boss (src/plans.ts: the fetch sets `started_on = now()`; failJobsByTimeout fails a job whose
 * `started_on + expire_seconds < now()`, and it is retried only while `retry_count < retry_limit`): one mail, one
 * lease, taken right before its send, on the database's clock.
 *
 * Named „mail queue“ to keep it apart from the development OutboxMailer (server/node/mail/outboxMailer.ts), which
 * writes mails as files and is one of the transports the worker may use.
 */

export interface MailQueueOptions {
  /**
   * How long a mail belongs to the worker that claimed it right before its send, on the store's clock (an SMTP attempt
   * times out well before: 10 s to connect, 10 s for the greeting, 20 s idle). A worker that stopped mid-send leaves
   * the mail to the next claim once this ran out.
   */
  leaseMs: number;
  /** Claims of one mail, each counted before its send: after the last one fails or leaves no record, it is dead. */
  maxAttempts: number;
  /** A mail still failing this long after it was stored is dead. */
  giveUpAfterMs: number;
  /** The wait after the first failure; it doubles with each further one … */
  firstRetryMs: number;
  /** … up to this. */
  maxRetryMs: number;
  /** Sent mails are deleted after this (their text holds personal data). */
  keepSentMs: number;
  /** Dead mails are deleted after this (the team was told; the row is there to look into). */
  keepDeadMs: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const MAIL_QUEUE_DEFAULTS: MailQueueOptions = {
  leaseMs: 2 * MINUTE,
  // With the backoff below the 30th attempt starts some 23 hours after the first, so a relay that is down still has
  // about a day; a send that kills the worker is claimed again each time its lease ran out, 30 times at most.
  maxAttempts: 30,
  giveUpAfterMs: DAY,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * MINUTE,
  keepSentMs: 7 * DAY,
  keepDeadMs: 30 * DAY,
};

/** The last error of a mail whose last attempt left no record: its worker stopped while sending it. */
export const ABANDONED = 'Der letzte Versuch endete ohne Ergebnis: der Server brach beim Senden ab.';

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min … at most an hour. */
export function retryDelayMs(attempts: number, options: Pick<MailQueueOptions, 'firstRetryMs' | 'maxRetryMs'>): number {
  return Math.min(options.firstRetryMs * 2 ** Math.max(0, attempts - 1), options.maxRetryMs);
}

/**
 * A relay's permanent refusal (SMTP 5xx, e.g. 550 no such mailbox) or a mail no relay may take (a header with a line
 * break): trying again cannot help. Anything else (refused connection, 4xx such as 451, time-out) is tried again.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code === 'number') return code >= 500 && code < 600;
  return error instanceof Error && error.message.startsWith('mail refused:');
}

/** The Mailer the app's services use: stores the mail in the outbox; the request succeeds once it is stored. */
export class QueueingMailer implements Mailer {
  constructor(
    private readonly queue: Pick<MailQueueRepository, 'add'>,
    private readonly clock: Clock,
    private readonly newId: IdGenerator,
    /** Refuses a mail no relay may take before it is stored (the transport's header check). */
    private readonly check: (mail: Mail) => void = () => {},
  ) {}

  async send(mail: Mail): Promise<void> {
    this.check(mail);
    await this.queue.add({
      id: this.newId(),
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      attachments: (mail.attachments ?? []).map((a) => ({ ...a })),
      createdAt: this.clock(),
      teamNotice: false,
    });
  }
}

/** What one round did. */
export interface MailQueueRound {
  sent: string[];
  retried: string[];
  dead: string[];
  /** Dead mails the team was told of in this round (in one notice). */
  noticed: string[];
}

/**
 * Delivers the outbox: claims due mails one by one (exclusively: several workers and instances never send one mail
 * twice while its lease runs), sends each over `transport`, records the outcome, tells the team of dead mails once,
 * and deletes old sent and dead ones. `tick` is one round; the Node job (server/node/mail/mailQueueJob.ts) runs it
 * at start, when a mail was stored, and every few seconds.
 */
export class MailQueueWorker {
  private readonly options: MailQueueOptions;
  /** When this worker last deleted old rows (once an hour is enough). */
  private purgedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly repos: Pick<Repositories, 'mailQueue' | 'atomically'>,
    private readonly transport: Mailer,
    private readonly site: SiteConfig,
    private readonly clock: Clock,
    /** This worker's name in the leases (unique per process). */
    private readonly claimant: string,
    private readonly newId: IdGenerator,
    private readonly log: (line: string) => void = () => {},
    options: Partial<MailQueueOptions> = {},
  ) {
    this.options = { ...MAIL_QUEUE_DEFAULTS, ...options };
  }

  async tick(): Promise<MailQueueRound> {
    const round: MailQueueRound = { sent: [], retried: [], dead: [], noticed: [] };
    const queue = this.repos.mailQueue;
    const { leaseMs, maxAttempts } = this.options;
    // Mails whose last attempt was the last one and left no record (the send stopped its worker): dead.
    for (const id of await queue.buryExhausted(maxAttempts, this.clock(), ABANDONED)) {
      round.dead.push(id);
      this.log(`mail queue: mail ${id} given up after ${maxAttempts} attempt(s): ${ABANDONED}`);
    }
    // One mail at a time, leased right before its send: a lease covers one send only, so however slow the relay, no
    // lease runs out on a mail this worker still means to send (another worker could take it meanwhile: sent twice).
    for (;;) {
      const mail = await queue.claimNext(this.claimant, this.clock(), leaseMs, maxAttempts);
      if (!mail) break;
      await this.deliver(mail, round);
    }
    round.noticed = await this.noticeDead();
    const now = this.clock().getTime();
    if (now - this.purgedAt >= 60 * MINUTE) {
      this.purgedAt = now;
      await queue.purge(new Date(now - this.options.keepSentMs), new Date(now - this.options.keepDeadMs));
    }
    return round;
  }

  private async deliver(mail: QueuedMailRecord, round: MailQueueRound): Promise<void> {
    try {
      await this.transport.send({
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        ...(mail.attachments.length > 0 ? { attachments: mail.attachments } : {}),
      });
    } catch (error) {
      const now = this.clock();
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp =
        isPermanentFailure(error) ||
        mail.attempts >= this.options.maxAttempts ||
        now.getTime() - mail.createdAt.getTime() >= this.options.giveUpAfterMs;
      const next = new Date(now.getTime() + retryDelayMs(mail.attempts, this.options));
      await this.repos.mailQueue.markFailed(mail.id, this.claimant, {
        error: reason,
        nextAttemptAt: next,
        deadAt: giveUp ? now : null,
      });
      (giveUp ? round.dead : round.retried).push(mail.id);
      this.log(
        giveUp
          ? `mail queue: mail ${mail.id} given up after ${mail.attempts} attempt(s): ${reason}`
          : `mail queue: mail ${mail.id} attempt ${mail.attempts} failed (${reason}); next at ${next.toISOString()}`,
      );
      return;
    }
    // Sent. Should recording it fail (the store is down), the lease runs out and the mail may go out again later:
    // a relay's acceptance and our record cannot be one transaction, so delivery is at least once.
    await this.repos.mailQueue.markSent(mail.id, this.claimant, this.clock());
    round.sent.push(mail.id);
  }

  /** One mail to the team about the dead mails it was not told of, stored in the same unit as the „told“ mark. */
  private async noticeDead(): Promise<string[]> {
    return this.repos.atomically(['mail-queue:dead-notice'], async () => {
      const now = this.clock();
      const dead = await this.repos.mailQueue.takeDeadUnnoticed(now, 50);
      if (dead.length === 0) return [];
      const notice = deadMailNotice(dead, this.site);
      await this.repos.mailQueue.add({
        id: this.newId(),
        to: notice.to,
        replyTo: null,
        subject: notice.subject,
        text: notice.text,
        attachments: [],
        createdAt: now,
        teamNotice: true,
      });
      return dead.map((d) => d.id);
    });
  }
}

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

/** The team's German notice of mails that could not be delivered (to SiteConfig.teamEmail). */
export function deadMailNotice(dead: readonly QueuedMailRecord[], site: SiteConfig): Mail {
  const count = dead.length === 1 ? 'Eine E-Mail' : `${dead.length} E-Mails`;
  return {
    to: site.teamEmail,
    subject: `${PRODUCT_NAME}: ${count} nicht zugestellt`,
    text: [
      `${count} von ${PRODUCT_NAME} ${dead.length === 1 ? 'konnte' : 'konnten'} nicht zugestellt werden; der Server hat es aufgegeben:`,
      '',
      ...dead.flatMap((d) => [
        `- An: ${d.to}`,
        `  Betreff: ${d.subject}`,
        `  Gespeichert: ${berlinTime.format(d.createdAt)}, Versuche: ${d.attempts}`,
        `  Letzter Fehler: ${d.lastError ?? '–'}`,
        `  Kennung: ${d.id}`,
      ]),
      '',
      'Bitte prüft den Mailversand (MAIL_TRANSPORT, Relay) und meldet euch bei Bedarf selbst bei den Empfängern.',
    ].join('\n'),
  };
}
