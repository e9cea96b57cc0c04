import { eq, inArray, isNull } from 'drizzle-orm';
import type { TeamTaskRepository } from '../../../core/repositories/types.js';
import * as rows from '../rows.js';
import * as t from '../schema.js';
import type { Query } from '../sqlDatabase.js';

export function createSqlTeamTasks(q: Query): TeamTaskRepository {
  return {
    async findById(id) {
      const [row] = await q().select().from(t.teamTasks).where(eq(t.teamTasks.id, id));
      return row ? rows.teamTaskFromRow(row) : undefined;
    },
    async listByDonation(donationId) {
      const found = await q()
        .select()
        .from(t.teamTasks)
        .where(eq(t.teamTasks.donationId, donationId))
        .orderBy(t.teamTasks.requestedAt, t.teamTasks.id);
      return found.map(rows.teamTaskFromRow);
    },
    async listByDonations(donationIds) {
      if (donationIds.length === 0) return [];
      const found = await q()
        .select()
        .from(t.teamTasks)
        .where(inArray(t.teamTasks.donationId, [...new Set(donationIds)]))
        .orderBy(t.teamTasks.requestedAt, t.teamTasks.id);
      return found.map(rows.teamTaskFromRow);
    },
    async listOpen() {
      const found = await q()
        .select()
        .from(t.teamTasks)
        .where(isNull(t.teamTasks.doneAt))
        .orderBy(t.teamTasks.requestedAt, t.teamTasks.id);
      return found.map(rows.teamTaskFromRow);
    },
    async save(task) {
      const row = rows.teamTaskToRow(task);
      await q().insert(t.teamTasks).values(row).onConflictDoUpdate({ target: t.teamTasks.id, set: row });
    },
  };
}
