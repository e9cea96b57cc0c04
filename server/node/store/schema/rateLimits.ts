import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.js';

/** rate-limiter-flexible's counters (RateLimiterDrizzle): shared by every instance, atomic upserts. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: at('expire'),
});
