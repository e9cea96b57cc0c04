import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.js';
import { donations } from './donations.js';

/**
 * The link „Abo verwalten“ of the newest mail about an Abo: one row per Abo, replaced by each new mail,
 * so the link before stops working. The secret only as its SHA-256.
 */
export const aboManageLinks = pgTable('abo_manage_links', {
  donationId: text('donation_id')
    .primaryKey()
    .references(() => donations.donationId),
  tokenHash: text('token_hash').notNull(),
  issuedAt: at('issued_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});
