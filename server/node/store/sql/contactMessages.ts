import { sql } from 'drizzle-orm';
import type { ContactMessageRepository } from '../../../core/repositories/types.js';
import * as t from '../schema.js';
import type { Query } from '../sqlDatabase.js';

export function createSqlContactMessages(q: Query): ContactMessageRepository {
  return {
    async save(message) {
      await q().insert(t.contactMessages).values(message).onConflictDoNothing();
    },
    async list() {
      return q().select().from(t.contactMessages).orderBy(t.contactMessages.receivedAt);
    },
    async listByEmail(email) {
      const sameAddress = sql`lower(${t.contactMessages.contactEmail}) = ${email.toLowerCase()}`;
      return q().select().from(t.contactMessages).where(sameAddress).orderBy(t.contactMessages.receivedAt);
    },
    async deleteByEmail(email) {
      await q()
        .delete(t.contactMessages)
        .where(sql`lower(${t.contactMessages.contactEmail}) = ${email.toLowerCase()}`);
    },
  };
}
