import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as t from './schema.js';

/** The store's database on PGlite or PostgreSQL (node-postgres), typed by the drizzle schema. */
export type SqlDatabase = PgDatabase<PgQueryResultHKT, typeof t>;

/** Where a repository call runs: inside `atomically` the unit of work's transaction, else the database. */
export type Query = () => SqlDatabase;
