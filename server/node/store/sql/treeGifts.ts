import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { TreeGiftRepository } from '../../../core/repositories/types.js';
import * as t from '../schema.js';
import type { Query } from '../sqlDatabase.js';

export function createSqlTreeGifts(q: Query): TreeGiftRepository {
  return {
    async findById(id) {
      const [row] = await q().select().from(t.treeGifts).where(eq(t.treeGifts.id, id));
      return row;
    },
    async findByToken(token) {
      const [row] = await q().select().from(t.treeGifts).where(eq(t.treeGifts.token, token));
      return row;
    },
    async findByIntent(intentId) {
      const [row] = await q().select().from(t.treeGifts).where(eq(t.treeGifts.paymentIntentId, intentId));
      return row;
    },
    async listByGiver(userId) {
      return q()
        .select()
        .from(t.treeGifts)
        .where(eq(t.treeGifts.giverUserId, userId))
        .orderBy(t.treeGifts.createdAt, t.treeGifts.id);
    },
    async listClaimedBy(userId) {
      return q()
        .select()
        .from(t.treeGifts)
        .where(eq(t.treeGifts.claimedByUserId, userId))
        .orderBy(t.treeGifts.claimedAt, t.treeGifts.id);
    },
    async listDue(today) {
      return q()
        .select()
        .from(t.treeGifts)
        .where(
          and(
            isNotNull(t.treeGifts.donationId),
            isNull(t.treeGifts.deliveredAt),
            or(isNull(t.treeGifts.recipientEmail), lte(t.treeGifts.deliverOn, today)),
          ),
        )
        .orderBy(t.treeGifts.createdAt, t.treeGifts.id);
    },
    async save(gift) {
      await q().insert(t.treeGifts).values(gift).onConflictDoUpdate({ target: t.treeGifts.id, set: gift });
    },
    async markDelivered(id, deliveredAt) {
      const marked = await q()
        .update(t.treeGifts)
        .set({
          deliveredAt,
          state: sql`case when ${t.treeGifts.state} = 'CLAIMED' then 'CLAIMED' else 'DELIVERED' end`,
        })
        .where(and(eq(t.treeGifts.id, id), isNull(t.treeGifts.deliveredAt)))
        .returning({ id: t.treeGifts.id });
      return marked.length > 0;
    },
    async anonymizeByUser(userId) {
      await q()
        .update(t.treeGifts)
        .set({ giverUserId: null, recipientName: '', recipientEmail: null, message: '' })
        .where(eq(t.treeGifts.giverUserId, userId));
      await q().update(t.treeGifts).set({ claimedByUserId: null }).where(eq(t.treeGifts.claimedByUserId, userId));
    },
  };
}
