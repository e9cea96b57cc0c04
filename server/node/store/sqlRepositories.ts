import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Repositories } from '../../core/repositories/types.js';
import { createSqlAboChanges } from './sql/aboChanges.js';
import { createSqlAboManageLinks } from './sql/aboManageLinks.js';
import { createSqlCalculatorStates } from './sql/calculatorStates.js';
import { createSqlContactMessages } from './sql/contactMessages.js';
import { createSqlDonations } from './sql/donations.js';
import { createSqlFrontendErrors } from './sql/frontendErrors.js';
import { createSqlMailQueue } from './sql/mailQueue.js';
import { createSqlNewsletter } from './sql/newsletter.js';
import { createSqlOrders } from './sql/orders.js';
import { createSqlPaymentIntents } from './sql/paymentIntents.js';
import { createSqlPlots } from './sql/plots.js';
import { createSqlReceipts } from './sql/receipts.js';
import { createSqlTeamTasks } from './sql/teamTasks.js';
import { createSqlTreeGifts } from './sql/treeGifts.js';
import { createSqlUsers } from './sql/users.js';
import type { SqlDatabase } from './sqlDatabase.js';

export type { SqlDatabase } from './sqlDatabase.js';

/**
 * The repository contract on SQL; the same code runs on PGlite and on PostgreSQL (node-postgres). Each repository is
 * in sql/; this assembles them around one unit of work.
 *
 * `atomically` opens one transaction and takes a transaction-scoped advisory lock per key (sorted, so two units
 * never wait for each other crosswise). At READ COMMITTED every statement after the lock sees what the previous
 * holder committed, so check-then-write on the same key cannot interleave across connections or instances. Every
 * repository call inside `work` runs in that transaction (found through AsyncLocalStorage): on PGlite the outer
 * handle would wait forever for its single connection, on PostgreSQL it would escape the transaction.
 */
export function createSqlRepositories(
  db: SqlDatabase,
  /** Where the unit of work's transaction is kept (openStore shares it with the read cache, which skips units). */
  unit = new AsyncLocalStorage<SqlDatabase>(),
): Repositories {
  const q = (): SqlDatabase => unit.getStore() ?? db;
  // Callbacks that wait for the commit of the unit they were registered in (the mail outbox's „stored“ signal).
  const committed = new WeakMap<SqlDatabase, (() => void)[]>();
  const afterCommit = (callback: () => void) => {
    const tx = unit.getStore();
    if (tx) committed.get(tx)?.push(callback);
    else callback();
  };

  return {
    async atomically(keys, work) {
      if (unit.getStore()) return lockAll(q(), keys).then(work);
      const callbacks: (() => void)[] = [];
      const result = await db.transaction(async (tx) => {
        const txDb = tx as unknown as SqlDatabase;
        committed.set(txDb, callbacks);
        await lockAll(txDb, keys);
        return unit.run(txDb, work);
      });
      for (const callback of callbacks) callback();
      return result;
    },
    mailQueue: createSqlMailQueue(q, afterCommit),
    users: createSqlUsers(q),
    donations: createSqlDonations(q),
    orders: createSqlOrders(q),
    paymentIntents: createSqlPaymentIntents(q),
    plots: createSqlPlots(q),
    calculatorStates: createSqlCalculatorStates(q),
    aboChanges: createSqlAboChanges(q),
    teamTasks: createSqlTeamTasks(q),
    aboManageLinks: createSqlAboManageLinks(q),
    treeGifts: createSqlTreeGifts(q),
    newsletter: createSqlNewsletter(q),
    contactMessages: createSqlContactMessages(q),
    receipts: createSqlReceipts(q),
    frontendErrors: createSqlFrontendErrors(q),
  };
}

async function lockAll(db: SqlDatabase, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}
