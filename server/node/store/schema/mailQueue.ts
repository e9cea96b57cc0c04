import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.js';

/**
 * The durable mail outbox (server/core/domain/mail/mailQueue.ts): every mail is a row first, stored in the
 * transaction of the change that causes it where there is one; the worker claims one due row at a time with `FOR
 * UPDATE SKIP LOCKED` and a lease (`claimed_by`, `locked_until`, set from the database's now()), counting `attempts` in
 * the claim, so several instances never send one mail twice, and retries with exponential backoff until `dead_at`.
 * Attachments (receipt PDFs) as base64 in JSON.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; contentBase64: string }[]>()
      .notNull()
      .default([]),
    createdAt: at('created_at').notNull(),
    /** A notice to the team about dead mails: when it dies itself, nobody is told again. */
    teamNotice: boolean('team_notice').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    claimedBy: text('claimed_by'),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    deadAt: at('dead_at'),
    /** When the team was told that this mail is dead (once). */
    deadNoticedAt: at('dead_noticed_at'),
  },
  (t) => [
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null and dead_at is null`),
    index('mail_queue_dead_idx')
      .on(t.deadAt)
      .where(sql`dead_at is not null and dead_noticed_at is null`),
    index('mail_queue_created_idx').on(t.createdAt),
  ],
);
