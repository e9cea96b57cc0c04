import { eq } from 'drizzle-orm';
import type { PaymentIntentRepository } from '../../../core/repositories/types.js';
import * as rows from '../rows.js';
import * as t from '../schema.js';
import type { Query } from '../sqlDatabase.js';

export function createSqlPaymentIntents(q: Query): PaymentIntentRepository {
  return {
    async findById(id) {
      const [row] = await q().select().from(t.paymentIntents).where(eq(t.paymentIntents.id, id));
      return row && rows.intentFromRow(row);
    },
    async save(intent) {
      const row = rows.intentToRow(intent);
      await q().insert(t.paymentIntents).values(row).onConflictDoUpdate({ target: t.paymentIntents.id, set: row });
    },
    async anonymizeByUser(userId) {
      await q().update(t.paymentIntents).set({ userId: null }).where(eq(t.paymentIntents.userId, userId));
    },
  };
}
