import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  Currency,
  DonationType,
  PaymentProvider,
  ProjectId,
  Rhythm,
  TreeProvider,
} from '../../../core/repositories/types.js';
import { at } from './columns.js';

export const donations = pgTable(
  'donations',
  {
    donationId: text('donation_id').primaryKey(),
    userId: text('user_id'),
    donationType: text('donation_type').$type<DonationType>().notNull(),
    rhythm: text('rhythm').$type<Rhythm>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    project: text('project').$type<ProjectId>().notNull(),
    donatedAt: at('donated_at').notNull(),
    confirmedAt: at('confirmed_at'),
    canceledAt: at('canceled_at'),
    endRequestedAt: at('end_requested_at'),
    treeProvider: text('tree_provider').$type<TreeProvider>().notNull(),
    treeUnitsRequested: integer('tree_units_requested').notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    paymentProvider: text('payment_provider').$type<PaymentProvider>(),
    paymentProviderTransactionId: text('payment_provider_transaction_id'),
  },
  (t) => [
    index('donations_user_idx').on(t.userId),
    // A payment intent pays for one donation, a provider's transaction is one donation: the database says so too.
    uniqueIndex('donations_intent_uq').on(t.paymentIntentId),
    uniqueIndex('donations_transaction_uq')
      .on(t.paymentProvider, t.paymentProviderTransactionId)
      .where(sql`${t.paymentProviderTransactionId} is not null`),
  ],
);
