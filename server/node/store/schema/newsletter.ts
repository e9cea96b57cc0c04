import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns.js';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    /** lower(email): one consent record per address, whatever its spelling. */
    emailKey: text('email_key').primaryKey(),
    email: text('email').notNull(),
    status: text('status').$type<'PENDING_CONFIRMATION' | 'CONFIRMED'>().notNull(),
    signedUpAt: at('signed_up_at').notNull(),
    consentTextVersion: text('consent_text_version').notNull(),
    confirmationMailSentAt: at('confirmation_mail_sent_at'),
    confirmedAt: at('confirmed_at'),
    confirmationToken: text('confirmation_token').notNull(),
  },
  (t) => [uniqueIndex('newsletter_token_uq').on(t.confirmationToken)],
);
