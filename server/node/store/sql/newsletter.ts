import { eq } from 'drizzle-orm';
import type { NewsletterRepository } from '../../../core/repositories/types.js';
import * as rows from '../rows.js';
import * as t from '../schema.js';
import type { Query } from '../sqlDatabase.js';

export function createSqlNewsletter(q: Query): NewsletterRepository {
  return {
    async findByEmail(email) {
      const [row] = await q()
        .select()
        .from(t.newsletterSubscribers)
        .where(eq(t.newsletterSubscribers.emailKey, email.toLowerCase()));
      return row && rows.subscriberFromRow(row);
    },
    async findByToken(token) {
      const [row] = await q()
        .select()
        .from(t.newsletterSubscribers)
        .where(eq(t.newsletterSubscribers.confirmationToken, token));
      return row && rows.subscriberFromRow(row);
    },
    async save(record) {
      const row = rows.subscriberToRow(record);
      await q()
        .insert(t.newsletterSubscribers)
        .values(row)
        .onConflictDoUpdate({ target: t.newsletterSubscribers.emailKey, set: row });
    },
    async deleteByEmail(email) {
      await q().delete(t.newsletterSubscribers).where(eq(t.newsletterSubscribers.emailKey, email.toLowerCase()));
    },
  };
}
