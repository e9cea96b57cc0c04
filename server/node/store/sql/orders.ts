import { eq, inArray } from 'drizzle-orm';
import type { OrderRepository } from '../../../core/repositories/types.js';
import * as rows from '../rows.js';
import * as t from '../schema.js';
import type { Query } from '../sqlDatabase.js';

export function createSqlOrders(q: Query): OrderRepository {
  return {
    async findById(id) {
      const [row] = await q().select().from(t.orders).where(eq(t.orders.treeProviderDonationId, id));
      return row && rows.orderFromRow(row);
    },
    async listByUser(userId) {
      return (await q().select().from(t.orders).where(eq(t.orders.userId, userId))).map(rows.orderFromRow);
    },
    async listByDonation(donationId) {
      return (await q().select().from(t.orders).where(eq(t.orders.donationId, donationId))).map(rows.orderFromRow);
    },
    async listByDonations(donationIds) {
      if (donationIds.length === 0) return [];
      const found = await q()
        .select()
        .from(t.orders)
        .where(inArray(t.orders.donationId, [...new Set(donationIds)]));
      return found.map(rows.orderFromRow);
    },
    async findByPaymentTransaction(trx) {
      const [row] = await q().select().from(t.orders).where(eq(t.orders.paymentProviderTransactionId, trx));
      return row && rows.orderFromRow(row);
    },
    async save(order) {
      const row = rows.orderToRow(order);
      await q().insert(t.orders).values(row).onConflictDoUpdate({ target: t.orders.treeProviderDonationId, set: row });
    },
  };
}
