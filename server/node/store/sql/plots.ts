import { eq, inArray } from 'drizzle-orm';
import type { PlotRepository } from '../../../core/repositories/types.js';
import * as rows from '../rows.js';
import * as t from '../schema.js';
import type { Query } from '../sqlDatabase.js';

export function createSqlPlots(q: Query): PlotRepository {
  return {
    async findById(id) {
      const [row] = await q().select().from(t.plots).where(eq(t.plots.plotId, id));
      return row && rows.plotFromRow(row);
    },
    async findByIds(ids) {
      if (ids.length === 0) return [];
      const found = await q()
        .select()
        .from(t.plots)
        .where(inArray(t.plots.plotId, [...new Set(ids)]));
      return found.map(rows.plotFromRow);
    },
    async save(plot) {
      const row = rows.plotToRow(plot);
      await q().insert(t.plots).values(row).onConflictDoUpdate({ target: t.plots.plotId, set: row });
    },
    async saveAllocation(allocation) {
      await q()
        .insert(t.plotAllocations)
        .values(allocation)
        .onConflictDoUpdate({
          target: [t.plotAllocations.plotId, t.plotAllocations.treeProviderDonationId],
          set: { userId: allocation.userId, treeCount: allocation.treeCount },
        });
    },
    async listAllocationsByOrder(orderId) {
      return q().select().from(t.plotAllocations).where(eq(t.plotAllocations.treeProviderDonationId, orderId));
    },
    async listAllocationsByUser(userId) {
      return q().select().from(t.plotAllocations).where(eq(t.plotAllocations.userId, userId));
    },
    async anonymizeAllocations(userId) {
      await q().update(t.plotAllocations).set({ userId: null }).where(eq(t.plotAllocations.userId, userId));
    },
  };
}
