import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { DonationType } from '../../../core/repositories/types.js';
import { at } from './columns.js';
import { donations } from './donations.js';

/** Changes of an Abo's monthly amount: a log beside the donation, no personal data of its own. */
export const aboChanges = pgTable(
  'abo_changes',
  {
    id: text('id').primaryKey(),
    donationId: text('donation_id')
      .notNull()
      .references(() => donations.donationId),
    fromAmountCents: integer('from_amount_cents').notNull(),
    fromDonationType: text('from_donation_type').$type<DonationType>().notNull(),
    toAmountCents: integer('to_amount_cents').notNull(),
    toDonationType: text('to_donation_type').$type<DonationType>().notNull(),
    requestedAt: at('requested_at').notNull(),
    state: text('state').$type<'CHANGED' | 'REQUESTED'>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
  },
  (t) => [index('abo_changes_donation_idx').on(t.donationId)],
);
