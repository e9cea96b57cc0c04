import { doublePrecision, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { AnswerRecord } from '../../../core/repositories/types.js';
import { at } from './columns.js';

export const calculatorStates = pgTable(
  'calculator_states',
  {
    userId: text('user_id').notNull(),
    country: text('country').notNull(),
    version: integer('version').notNull(),
    answers: jsonb('answers').$type<AnswerRecord[]>().notNull(),
    co2EmissionTotal: doublePrecision('co2_emission_total').notNull(),
    co2tPerTree: doublePrecision('co2t_per_tree').notNull(),
    createdAt: at('created_at').notNull(),
    /** The earlier result this one is compared with: its sum and date only. */
    previousCo2EmissionTotal: doublePrecision('previous_co2_emission_total'),
    previousCreatedAt: at('previous_created_at'),
    /** When the yearly re-check mail about this result went out (set by a conditional update, once). */
    recheckMailedAt: at('recheck_mailed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.country] })],
);
