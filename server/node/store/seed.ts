import type { Seed } from '../../core/repositories/types.js';
import * as rows from './rows.js';
import type { SqlDatabase } from './sqlRepositories.js';
import * as t from './schema.js';

/**
 * Loads demo records (mocks/fixtures) into a SQL store in one transaction; records that exist already are left as
 * they are, so it can run again. Development only: openStore and `npm run db:seed` never call it in production.
 */
export async function seedSql(db: SqlDatabase, seed: Seed): Promise<void> {
  await db.transaction(async (tx) => {
    const insert = async <T extends Parameters<SqlDatabase['insert']>[0]>(table: T, values: T['$inferInsert'][]) => {
      if (values.length > 0) await tx.insert(table).values(values).onConflictDoNothing();
    };
    await insert(t.users, seed.users.map(rows.userToRow));
    await insert(t.paymentIntents, seed.paymentIntents.map(rows.intentToRow));
    await insert(t.donations, seed.donations.map(rows.donationToRow));
    await insert(t.orders, seed.orders.map(rows.orderToRow));
    await insert(t.plots, seed.plots.map(rows.plotToRow));
    await insert(t.plotAllocations, seed.plotAllocations);
    await insert(t.calculatorStates, seed.calculatorStates.map(rows.stateToRow));
    await insert(t.newsletterSubscribers, seed.newsletter.map(rows.subscriberToRow));
  });
}
