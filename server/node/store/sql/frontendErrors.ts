import { eq } from 'drizzle-orm';
import type { FrontendErrorRepository } from '../../../core/repositories/types.js';
import * as t from '../schema.js';
import type { Query } from '../sqlDatabase.js';

export function createSqlFrontendErrors(q: Query): FrontendErrorRepository {
  return {
    async save(error) {
      await q().insert(t.frontendErrors).values(error).onConflictDoNothing();
    },
    async list() {
      return q().select().from(t.frontendErrors).orderBy(t.frontendErrors.reportedAt);
    },
    async listByUser(userId) {
      return q()
        .select()
        .from(t.frontendErrors)
        .where(eq(t.frontendErrors.userId, userId))
        .orderBy(t.frontendErrors.reportedAt);
    },
    async detachUser(userId) {
      await q().update(t.frontendErrors).set({ userId: null }).where(eq(t.frontendErrors.userId, userId));
    },
  };
}
