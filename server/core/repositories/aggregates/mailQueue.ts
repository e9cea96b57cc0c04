/** A file sent along with a queued mail (a receipt's or a certificate's PDF), kept byte for byte. */
export interface QueuedMailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** What is stored for a mail to go out (the Mailer port's Mail, with an id and a time). */
export interface NewQueuedMail {
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  attachments: QueuedMailAttachment[];
  createdAt: Date;
  /** A notice to the team about dead mails: if it dies itself, nobody is told again. */
  teamNotice: boolean;
}

/** One mail of the durable outbox and how its delivery goes. */
export interface QueuedMailRecord extends NewQueuedMail {
  /** Attempts started so far (counted when a worker claims it). */
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
  /** Given up: still failing after a day or the most attempts, or refused for good by the relay. */
  deadAt: Date | null;
}

/**
 * The durable mail outbox, so no mail is lost when the relay is down or the process stops: every mail is stored
 * first — inside `atomically`, in the same transaction as the change that causes it — and a worker
 * (server/core/domain/mail/mailQueue.ts) delivers it. Claims are exclusive (SQL: `FOR UPDATE SKIP LOCKED` plus a
 * lease per mail on the database's clock), so several workers or instances send each mail once.
 */
export interface MailQueueRepository {
  add(mail: NewQueuedMail): Promise<void>;
  /**
   * Claims the next due mail for `claimant` and leases it for `leaseMs`, right before its send (one mail, one lease):
   * not sent, not dead, next attempt at or before `dueBy` (the worker's clock), fewer than `maxAttempts` attempts, and
   * no lease still running. Leases begin and end on the store's clock — SQL: the database's `now()`, memory: the
   * store's clock — never on a host's, so instances whose clocks disagree never hold one mail at once. The claim counts
   * the attempt before the send, so a send that kills the worker counts too. None due: undefined.
   */
  claimNext(claimant: string, dueBy: Date, leaseMs: number, maxAttempts: number): Promise<QueuedMailRecord | undefined>;
  /**
   * Marks dead, at `deadAt`, every mail not sent with `maxAttempts` attempts or more whose lease is not running: above
   * all those whose last attempt left no record (the send stopped the worker; the lease ran out on the store's clock),
   * which get `abandoned` as their last error. Their ids; the team hears of them like of any dead mail.
   */
  buryExhausted(maxAttempts: number, deadAt: Date, abandoned: string): Promise<string[]>;
  /** Records a delivery, only while `claimant` still holds the mail's lease; whether it did. */
  markSent(id: string, claimant: string, sentAt: Date): Promise<boolean>;
  /** Records a failed attempt (the next try, or dead), only while `claimant` holds the lease; whether it did. */
  markFailed(
    id: string,
    claimant: string,
    failure: { error: string; nextAttemptAt: Date; deadAt: Date | null },
  ): Promise<boolean>;
  /** Dead mails the team has not been told of (team notices excepted): marks them told, once, and returns them. */
  takeDeadUnnoticed(noticedAt: Date, limit: number): Promise<QueuedMailRecord[]>;
  /**
   * dropUser: removes every mail to, replying to or naming this address, whatever its spelling — sent, dead or still
   * waiting (a mail not yet out goes with the account).
   */
  deleteByAddress(email: string): Promise<void>;
  /** Removes mails sent before `sentBefore` and dead mails given up before `deadBefore`; how many. */
  purge(sentBefore: Date, deadBefore: Date): Promise<number>;
  /** Every stored mail, oldest first (tests and operators). */
  list(): Promise<QueuedMailRecord[]>;
  /**
   * Calls `listener` whenever a mail was stored for good — on SQL after the transaction it was added in committed —
   * so a worker sends it at once instead of at its next round. Returns the unsubscribe.
   */
  onAdded(listener: () => void): () => void;
}
