import { eq, sql } from 'drizzle-orm';
import type { ReceiptRepository } from '../../../core/repositories/types.js';
import * as rows from '../rows.js';
import * as t from '../schema.js';
import type { Query } from '../sqlDatabase.js';

export function createSqlReceipts(q: Query): ReceiptRepository {
  return {
    async findByNumber(number) {
      const [row] = await q().select().from(t.receipts).where(eq(t.receipts.number, number));
      return row ? rows.receiptFromRow(row) : undefined;
    },
    async listByUser(userId) {
      return (await q().select().from(t.receipts).where(eq(t.receipts.userId, userId)).orderBy(t.receipts.number)).map(
        rows.receiptFromRow,
      );
    },
    async countNumberedIn(year) {
      const [row] = await q()
        .select({ n: sql<number>`count(*)::int` })
        .from(t.receipts)
        .where(sql`${t.receipts.number} like ${`KH-${year}-%`}`);
      return row?.n ?? 0;
    },
    async save(receipt) {
      const row = rows.receiptToRow(receipt);
      await q().insert(t.receipts).values(row).onConflictDoUpdate({ target: t.receipts.number, set: row });
    },
    async anonymizeByUser(userId) {
      await q().update(t.receipts).set({ userId: null, recipient: null }).where(eq(t.receipts.userId, userId));
    },
  };
}
