import { and, eq } from 'drizzle-orm';
import type { DonationRepository } from '../../../core/repositories/types.js';
import * as rows from '../rows.js';
import * as t from '../schema.js';
import type { Query } from '../sqlDatabase.js';

export function createSqlDonations(q: Query): DonationRepository {
  return {
    async findById(id) {
      const [row] = await q().select().from(t.donations).where(eq(t.donations.donationId, id));
      return row && rows.donationFromRow(row);
    },
    async findByPaymentTransaction(provider, trx) {
      const [row] = await q()
        .select()
        .from(t.donations)
        .where(and(eq(t.donations.paymentProvider, provider), eq(t.donations.paymentProviderTransactionId, trx)));
      return row && rows.donationFromRow(row);
    },
    async listByUser(userId) {
      return (await q().select().from(t.donations).where(eq(t.donations.userId, userId))).map(rows.donationFromRow);
    },
    async save(donation) {
      const row = rows.donationToRow(donation);
      await q().insert(t.donations).values(row).onConflictDoUpdate({ target: t.donations.donationId, set: row });
    },
  };
}
