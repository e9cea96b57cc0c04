import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TreeGiftState } from '../../../core/repositories/types.js';
import { at } from './columns.js';
import { donations } from './donations.js';
import { paymentIntents } from './paymentIntents.js';

/**
 * Trees given as a present: keyed by the payment intent until the push links donation and order.
 * Personal data: the giver (user id), the recipient's name and address, the message, the claimant.
 */
export const treeGifts = pgTable(
  'tree_gifts',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => paymentIntents.id),
    donationId: text('donation_id').references(() => donations.donationId),
    orderId: text('order_id'),
    giverUserId: text('giver_user_id'),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email'),
    message: text('message').notNull(),
    deliverOn: date('deliver_on', { mode: 'string' }).notNull(),
    state: text('state').$type<TreeGiftState>().notNull(),
    createdAt: at('created_at').notNull(),
    deliveredAt: at('delivered_at'),
    claimedAt: at('claimed_at'),
    claimedByUserId: text('claimed_by_user_id'),
  },
  (t) => [
    uniqueIndex('tree_gifts_token_idx').on(t.token),
    uniqueIndex('tree_gifts_intent_idx').on(t.paymentIntentId),
    index('tree_gifts_giver_idx').on(t.giverUserId),
    index('tree_gifts_claimed_by_idx').on(t.claimedByUserId),
    index('tree_gifts_due_idx')
      .on(t.deliverOn)
      .where(sql`delivered_at is null`),
  ],
);
