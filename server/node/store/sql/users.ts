import { eq } from 'drizzle-orm';
import type { UserRepository } from '../../../core/repositories/types.js';
import * as rows from '../rows.js';
import * as t from '../schema.js';
import type { Query } from '../sqlDatabase.js';

export function createSqlUsers(q: Query): UserRepository {
  return {
    async findById(id) {
      const [row] = await q().select().from(t.users).where(eq(t.users.id, id));
      return row && rows.userFromRow(row);
    },
    async list() {
      return (await q().select().from(t.users).orderBy(t.users.createdAt)).map(rows.userFromRow);
    },
    async save(user) {
      const row = rows.userToRow(user);
      await q().insert(t.users).values(row).onConflictDoUpdate({ target: t.users.id, set: row });
    },
    async delete(id) {
      await q().delete(t.users).where(eq(t.users.id, id));
    },
    async orderMailsOff(id) {
      const [row] = await q().select({ off: t.users.orderMailsOff }).from(t.users).where(eq(t.users.id, id));
      return row?.off ?? false;
    },
    async setOrderMailsOff(id, off) {
      await q().update(t.users).set({ orderMailsOff: off }).where(eq(t.users.id, id));
    },
    async receiptMailsOn(id) {
      const [row] = await q().select({ on: t.users.receiptMailsOn }).from(t.users).where(eq(t.users.id, id));
      return row?.on ?? false;
    },
    async setReceiptMailsOn(id, on) {
      await q().update(t.users).set({ receiptMailsOn: on }).where(eq(t.users.id, id));
    },
    async listReceiptMailRecipients() {
      return (
        await q().select({ id: t.users.id }).from(t.users).where(eq(t.users.receiptMailsOn, true)).orderBy(t.users.id)
      ).map((r) => r.id);
    },
  };
}
