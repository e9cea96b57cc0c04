import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Currency, DonationType, OrderState, ProjectId } from '../../../core/repositories/types.js';
import { at } from './columns.js';
import { donations } from './donations.js';

export const orders = pgTable(
  'orders',
  {
    treeProviderDonationId: text('tree_provider_donation_id').primaryKey(),
    donationId: text('donation_id')
      .notNull()
      .references(() => donations.donationId),
    userId: text('user_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    donatedAt: at('donated_at').notNull(),
    donationType: text('donation_type').$type<DonationType>().notNull(),
    orderState: text('order_state').$type<OrderState>().notNull(),
    plannedPlanting: date('planned_planting', { mode: 'string' }),
    project: text('project').$type<ProjectId>().notNull(),
    treeUnits: integer('tree_units').notNull(),
    accountedAt: at('accounted_at'),
    paymentProviderTransactionId: text('payment_provider_transaction_id'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    index('orders_donation_idx').on(t.donationId),
    // One order per instalment, whatever the payment provider sends twice.
    uniqueIndex('orders_payment_transaction_idx').on(t.paymentProviderTransactionId),
  ],
);
