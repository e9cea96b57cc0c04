import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.js';
import { donations } from './donations.js';

/**
 * What the team does by hand in the Twingle Manager: end an Abo or change its amount. No personal data
 * of its own; the link's secret only as its SHA-256.
 */
export const teamTasks = pgTable(
  'team_tasks',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'END' | 'CHANGE' | 'PAUSE'>().notNull(),
    donationId: text('donation_id')
      .notNull()
      .references(() => donations.donationId),
    newAmountCents: integer('new_amount_cents'),
    /** Kind PAUSE: first day without a debit, and the day debits start again. */
    pauseFrom: date('pause_from', { mode: 'string' }),
    pauseUntil: date('pause_until', { mode: 'string' }),
    requestedBy: text('requested_by').$type<'DONOR' | 'ACCOUNT_CLOSED'>().notNull(),
    requestedAt: at('requested_at').notNull(),
    remindAt: at('remind_at').notNull(),
    dueBy: date('due_by', { mode: 'string' }).notNull(),
    linkTokenHash: text('link_token_hash').notNull(),
    linkExpiresAt: at('link_expires_at').notNull(),
    doneAt: at('done_at'),
    doneBy: text('done_by').$type<'TEAM' | 'TWINGLE' | 'OBSOLETE'>(),
    lastRemindedAt: at('last_reminded_at'),
  },
  (t) => [
    index('team_tasks_donation_idx').on(t.donationId),
    index('team_tasks_open_idx')
      .on(t.requestedAt)
      .where(sql`${t.doneAt} is null`),
  ],
);
