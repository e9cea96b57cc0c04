import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { DonationType, ProjectId } from '../../../core/repositories/types.js';
import { at } from './columns.js';

export const paymentIntents = pgTable('payment_intents', {
  id: text('id').primaryKey(),
  userId: text('user_id'),
  project: text('project').$type<ProjectId>().notNull(),
  createdAt: at('created_at').notNull(),
  usedByDonationId: text('used_by_donation_id'),
  donationType: text('donation_type').$type<DonationType>(),
  amountCents: integer('amount_cents'),
});
