import { sql, type SQL } from 'drizzle-orm';
import type { SqlDatabase } from '../../server/node/store/sqlRepositories.js';

export interface ScannedRow {
  table: string;
  /** The row as JSON text. */
  row: string;
}

/**
 * Every row of every table in the store's schema, as JSON text. The tables come from information_schema, so a table
 * added later is scanned without changing the tests that use this (dropUser on PGlite/PostgreSQL, the e2e probe).
 */
export async function allRows(db: SqlDatabase): Promise<ScannedRow[]> {
  // PGlite and node-postgres both answer with { rows }; the shared database type leaves the result untyped.
  const select = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await select<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const found: ScannedRow[] = [];
  for (const { table_name: table } of tables) {
    for (const row of await select<unknown>(sql`select * from ${sql.identifier(table)}`))
      found.push({ table, row: JSON.stringify(row) });
  }
  return found;
}

/** The rows holding any of `needles`, whatever the case (an address may be stored in another spelling). */
export function rowsContaining(rows: readonly ScannedRow[], needles: readonly string[]): ScannedRow[] {
  const lower = needles.map((n) => n.toLowerCase());
  return rows.filter(({ row }) => lower.some((n) => row.toLowerCase().includes(n)));
}

export const tableNames = (rows: readonly ScannedRow[]) => new Set(rows.map((r) => r.table));
