import { eq } from 'drizzle-orm';
import type { AboManageLinkRepository } from '../../../core/repositories/types.js';
import * as t from '../schema.js';
import type { Query } from '../sqlDatabase.js';

export function createSqlAboManageLinks(q: Query): AboManageLinkRepository {
  return {
    async find(donationId) {
      const [row] = await q().select().from(t.aboManageLinks).where(eq(t.aboManageLinks.donationId, donationId));
      return row;
    },
    async save(link) {
      const row = { ...link };
      await q()
        .insert(t.aboManageLinks)
        .values(row)
        .onConflictDoUpdate({ target: t.aboManageLinks.donationId, set: row });
    },
  };
}
