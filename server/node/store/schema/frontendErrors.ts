import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.js';

export const frontendErrors = pgTable('frontend_errors', {
  id: text('id').primaryKey(),
  message: text('message').notNull(),
  stacktrace: text('stacktrace'),
  url: text('url'),
  userAgent: text('user_agent'),
  userId: text('user_id'),
  reportedAt: at('reported_at').notNull(),
});
