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
  /** Given up: still failing after a day, or refused for good by the relay. */
  deadAt: Date | null;
}

/**
 * The durable mail outbox, so no mail is lost when the relay is down or the process stops: every mail is stored
 * first — inside `atomically`, in the same transaction as the change that causes it — and a worker
 * (server/core/domain/mail/mailQueue.ts) delivers it. Claims are exclusive (SQL: `FOR UPDATE SKIP LOCKED` plus a
 * lease), so several workers or instances send each mail once.
 */
export interface MailQueueRepository {
  add(mail: NewQueuedMail): Promise<void>;
  /**
   * Claims up to `limit` due mails for `claimant` until `leaseUntil`: not sent, not dead, next attempt at or before
   * `now`, and no other claimant's lease still running. Each claim counts an attempt. No mail goes to two claimants.
   */
  claimDue(claimant: string, now: Date, leaseUntil: Date, limit: number): Promise<QueuedMailRecord[]>;
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
