import { eq, inArray } from 'drizzle-orm';
import type { AboChangeRepository } from '../../../core/repositories/types.js';
import * as rows from '../rows.js';
import * as t from '../schema.js';
import type { Query } from '../sqlDatabase.js';

export function createSqlAboChanges(q: Query): AboChangeRepository {
  return {
    async listByDonation(donationId) {
      const found = await q()
        .select()
        .from(t.aboChanges)
        .where(eq(t.aboChanges.donationId, donationId))
        .orderBy(t.aboChanges.requestedAt, t.aboChanges.id);
      return found.map(rows.aboChangeFromRow);
    },
    async listByDonations(donationIds) {
      if (donationIds.length === 0) return [];
      const found = await q()
        .select()
        .from(t.aboChanges)
        .where(inArray(t.aboChanges.donationId, [...new Set(donationIds)]))
        .orderBy(t.aboChanges.requestedAt, t.aboChanges.id);
      return found.map(rows.aboChangeFromRow);
    },
    async save(change) {
      const row = rows.aboChangeToRow(change);
      await q().insert(t.aboChanges).values(row).onConflictDoUpdate({ target: t.aboChanges.id, set: row });
    },
  };
}
