import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { DonationType, ReceiptKind, ReceiptRecipient } from '../../../core/repositories/types.js';
import { at } from './columns.js';

/** Zuwendungsbestätigungen as issued (ReceiptRecord); gifts and recipient as JSON, amounts in cents. */
export const receipts = pgTable(
  'receipts',
  {
    number: text('number').primaryKey(),
    userId: text('user_id'),
    kind: text('kind').$type<ReceiptKind>().notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    amountCents: integer('amount_cents').notNull(),
    gifts: jsonb('gifts')
      .$type<{ orderId: string; donatedAt: string; amountCents: number; donationType: DonationType }[]>()
      .notNull(),
    recipient: jsonb('recipient').$type<ReceiptRecipient>(),
    issuedAt: at('issued_at').notNull(),
    sha256: text('sha256').notNull(),
    voidedAt: at('voided_at'),
    replacedBy: text('replaced_by'),
    /** When the Sammelbestätigung went out by mail (the yearly job sends each once). */
    mailedAt: at('mailed_at'),
  },
  (t) => [index('receipts_user_idx').on(t.userId)],
);
