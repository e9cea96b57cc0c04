import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fixtureSeed } from '../../../mocks/fixtures/seed.js';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import type { Repositories } from '../../core/repositories/types.js';
import type { Readiness } from '../http/health.js';
import { redact, type DatabaseConfig } from '../storeConfig.js';
import { listenForChanges } from './changeListener.js';
import { cacheReads, CHANGES_CHANNEL, ReadCache } from './readCache.js';
import * as schema from './schema.js';
import { createSqlRepositories, type SqlDatabase } from './sqlRepositories.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export interface Store {
  repos: Repositories;
  /** The SQL handle (null for memory), for seeding and tests. */
  db: SqlDatabase | null;
  /** For the start-up line, e.g. "PGlite .data/pglite"; never a password. */
  description: string;
  /** /readyz: the database answers and every migration of drizzle/ is applied. */
  readiness(): Promise<Readiness>;
  /**
   * The read cache of the SQL stores (readCache.ts; null for memory). Writes through `repos` and change notifications
   * keep it current; a test that writes with raw SQL and reads at once calls `readCache.forgetAll()`.
   */
  readCache: ReadCache | null;
  close(): Promise<void>;
}

/** The store could not be opened (unreachable server, locked or broken data dir): one line says why. */
export class StoreUnavailableError extends Error {}

/**
 * Opens the store DATABASE_URL names and brings its schema up to date (drizzle/ migrations). The memory store
 * starts with the demo fixtures unless `production` (where config refuses it anyway); SQL stores start with what
 * they hold — `npm run db:seed` adds the demo records in development.
 */
export async function openStore(
  config: DatabaseConfig,
  {
    production = false,
    log = console.log,
    pgliteTemplate,
    listenChannel,
  }: {
    production?: boolean;
    log?: (line: string) => void;
    /** Tests: a new PGlite starts from this dump (tests/support/pgliteTemplate.ts) instead of running initdb. */
    pgliteTemplate?: Blob;
    /** Tests only: PostgreSQL's change listener listens here (changeListener.ts), e.g. to hear nothing. */
    listenChannel?: string;
  } = {},
): Promise<Store> {
  if (config.kind === 'memory') {
    const repos = createMemoryRepositories(production ? undefined : fixtureSeed);
    return {
      repos,
      db: null,
      description: 'memory (demo data)',
      readiness: async () => ({ ready: true }),
      readCache: null,
      close: async () => {},
    };
  }
  if (config.kind === 'pglite') return openPglite(config.dataDir, pgliteTemplate);
  return openPostgres(config.url, log, listenChannel);
}

async function openPglite(dataDir: string, template?: Blob): Promise<Store> {
  let client: PGlite;
  try {
    // memory:// is PGlite without files (tests); anything else is a folder that survives restarts.
    if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
    client = await PGlite.create(dataDir, template ? { loadDataDir: template } : {});
  } catch (error) {
    throw new StoreUnavailableError(`PGlite could not open ${dataDir}: ${reason(error)}`);
  }
  const db = drizzlePglite(client, { schema }) as unknown as SqlDatabase;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  // PGlite is this process's own database: it hands every notification to its listeners before the query that
  // committed the change returns.
  const unit = new AsyncLocalStorage<SqlDatabase>();
  const readCache = new ReadCache({ inUnit: () => unit.getStore() !== undefined });
  const unlisten = await client.listen(CHANGES_CHANNEL, (table) => readCache.changed(table));
  readCache.setListening(true);
  return {
    repos: cacheReads(createSqlRepositories(db, unit), readCache),
    db,
    description: `PGlite ${dataDir}`,
    readiness: () => sqlReadiness((sql) => client.query<{ n: number }>(sql)),
    readCache,
    async close() {
      readCache.setListening(false);
      await unlisten().catch(() => {});
      await client.close();
    },
  };
}

async function openPostgres(url: string, log: (line: string) => void, listenChannel?: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection that breaks (database restarted) is reported here; without a listener it would end the process.
  pool.on('error', (error) => log(`database: idle connection lost (${reason(error)}); the next request reconnects`));
  // A connection that breaks while it is checked out (between a query and its release) emits 'error' on its client,
  // where the pool listens only while the client is idle: without this the process ends („Connection terminated
  // unexpectedly“, seen when the database stopped under a readiness check). The query itself still fails to its caller.
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new StoreUnavailableError(`PostgreSQL at ${redact(url)} is not reachable: ${reason(error)}`);
  }
  const db = drizzlePg(pool, { schema }) as unknown as SqlDatabase;
  // Two instances starting at once must not both run the same migration: a session lock, on one connection.
  const lock = await pool.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtextextended('klimahain:migrate', 0))`);
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lock.query(`select pg_advisory_unlock(hashtextextended('klimahain:migrate', 0))`).catch(() => {});
    lock.release();
  }
  const unit = new AsyncLocalStorage<SqlDatabase>();
  const readCache = new ReadCache({ inUnit: () => unit.getStore() !== undefined });
  const changes = listenForChanges({
    url,
    cache: readCache,
    log,
    notify: (payload) => pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, payload]),
    listenChannel,
  });
  await changes.started;
  return {
    repos: cacheReads(createSqlRepositories(db, unit), readCache),
    db,
    description: `PostgreSQL ${redact(url)}`,
    readiness: () => sqlReadiness((sql) => pool.query<{ n: number }>(sql)),
    readCache,
    async close() {
      await changes.stop();
      await pool.end();
    },
  };
}

/** How many migrations drizzle/ holds (its journal lists each once). */
const migrationCount = () =>
  (JSON.parse(readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as { entries: unknown[] }).entries.length;

/** Reasons name no host, user or error text: /readyz is open to anyone who can reach the port. */
async function sqlReadiness(query: (sql: string) => Promise<{ rows: { n: number }[] }>): Promise<Readiness> {
  let applied: number;
  try {
    applied = (await query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n;
  } catch {
    return { ready: false, reason: 'database unreachable' };
  }
  const expected = migrationCount();
  return applied >= expected
    ? { ready: true }
    : { ready: false, reason: `migrations pending: ${applied} of ${expected} applied` };
}

const reason = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return [e.code, e.message].filter(Boolean).join(' ') || String(error);
};
