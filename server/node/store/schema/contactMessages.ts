import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.js';

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  contactEmail: text('contact_email').notNull(),
  contactName: text('contact_name').notNull(),
  message: text('message').notNull(),
  receivedAt: at('received_at').notNull(),
});
