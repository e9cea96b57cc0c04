import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Repositories } from '../../core/repositories/types.js';
import * as rows from './rows.js';
import * as t from './schema.js';
import { createSqlMailQueue } from './sqlMailQueue.js';

export type SqlDatabase = PgDatabase<PgQueryResultHKT, typeof t>;

/**
 * The repository contract on SQL; the same code runs on PGlite and on PostgreSQL (node-postgres).
 *
 * `atomically` opens one transaction and takes a transaction-scoped advisory lock per key (sorted, so two units
 * never wait for each other crosswise). At READ COMMITTED every statement after the lock sees what the previous
 * holder committed, so check-then-write on the same key cannot interleave across connections or instances. Every
 * repository call inside `work` runs in that transaction (found through AsyncLocalStorage): on PGlite the outer
 * handle would wait forever for its single connection, on PostgreSQL it would escape the transaction.
 */
export function createSqlRepositories(
  db: SqlDatabase,
  /** Where the unit of work's transaction is kept (openStore shares it with the read cache, which skips units). */
  unit = new AsyncLocalStorage<SqlDatabase>(),
): Repositories {
  const q = (): SqlDatabase => unit.getStore() ?? db;
  // Callbacks that wait for the commit of the unit they were registered in (the mail outbox's „stored“ signal).
  const committed = new WeakMap<SqlDatabase, (() => void)[]>();
  const afterCommit = (callback: () => void) => {
    const tx = unit.getStore();
    if (tx) committed.get(tx)?.push(callback);
    else callback();
  };

  return {
    async atomically(keys, work) {
      if (unit.getStore()) return lockAll(q(), keys).then(work);
      const callbacks: (() => void)[] = [];
      const result = await db.transaction(async (tx) => {
        const txDb = tx as unknown as SqlDatabase;
        committed.set(txDb, callbacks);
        await lockAll(txDb, keys);
        return unit.run(txDb, work);
      });
      for (const callback of callbacks) callback();
      return result;
    },
    mailQueue: createSqlMailQueue(q, afterCommit),
    users: {
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
    },
    donations: {
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
    },
    orders: {
      async findById(id) {
        const [row] = await q().select().from(t.orders).where(eq(t.orders.treeProviderDonationId, id));
        return row && rows.orderFromRow(row);
      },
      async listByUser(userId) {
        return (await q().select().from(t.orders).where(eq(t.orders.userId, userId))).map(rows.orderFromRow);
      },
      async listByDonation(donationId) {
        return (await q().select().from(t.orders).where(eq(t.orders.donationId, donationId))).map(rows.orderFromRow);
      },
      async listByDonations(donationIds) {
        if (donationIds.length === 0) return [];
        const found = await q()
          .select()
          .from(t.orders)
          .where(inArray(t.orders.donationId, [...new Set(donationIds)]));
        return found.map(rows.orderFromRow);
      },
      async findByPaymentTransaction(trx) {
        const [row] = await q().select().from(t.orders).where(eq(t.orders.paymentProviderTransactionId, trx));
        return row && rows.orderFromRow(row);
      },
      async save(order) {
        const row = rows.orderToRow(order);
        await q()
          .insert(t.orders)
          .values(row)
          .onConflictDoUpdate({ target: t.orders.treeProviderDonationId, set: row });
      },
    },
    paymentIntents: {
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
    },
    plots: {
      async findById(id) {
        const [row] = await q().select().from(t.plots).where(eq(t.plots.plotId, id));
        return row && rows.plotFromRow(row);
      },
      async findByIds(ids) {
        if (ids.length === 0) return [];
        const found = await q()
          .select()
          .from(t.plots)
          .where(inArray(t.plots.plotId, [...new Set(ids)]));
        return found.map(rows.plotFromRow);
      },
      async save(plot) {
        const row = rows.plotToRow(plot);
        await q().insert(t.plots).values(row).onConflictDoUpdate({ target: t.plots.plotId, set: row });
      },
      async saveAllocation(allocation) {
        await q()
          .insert(t.plotAllocations)
          .values(allocation)
          .onConflictDoUpdate({
            target: [t.plotAllocations.plotId, t.plotAllocations.treeProviderDonationId],
            set: { userId: allocation.userId, treeCount: allocation.treeCount },
          });
      },
      async listAllocationsByOrder(orderId) {
        return q().select().from(t.plotAllocations).where(eq(t.plotAllocations.treeProviderDonationId, orderId));
      },
      async listAllocationsByUser(userId) {
        return q().select().from(t.plotAllocations).where(eq(t.plotAllocations.userId, userId));
      },
      async anonymizeAllocations(userId) {
        await q().update(t.plotAllocations).set({ userId: null }).where(eq(t.plotAllocations.userId, userId));
      },
    },
    calculatorStates: {
      async find(userId, country) {
        const [row] = await q()
          .select()
          .from(t.calculatorStates)
          .where(and(eq(t.calculatorStates.userId, userId), eq(t.calculatorStates.country, country)));
        return row && rows.stateFromRow(row);
      },
      async save(state) {
        const row = rows.stateToRow(state);
        await q()
          .insert(t.calculatorStates)
          .values(row)
          .onConflictDoUpdate({ target: [t.calculatorStates.userId, t.calculatorStates.country], set: row });
      },
      async delete(userId, country) {
        const deleted = await q()
          .delete(t.calculatorStates)
          .where(and(eq(t.calculatorStates.userId, userId), eq(t.calculatorStates.country, country)))
          .returning({ userId: t.calculatorStates.userId });
        return deleted.length > 0;
      },
      async deleteAllOfUser(userId) {
        await q().delete(t.calculatorStates).where(eq(t.calculatorStates.userId, userId));
      },
      async listByUser(userId) {
        const found = await q()
          .select()
          .from(t.calculatorStates)
          .where(eq(t.calculatorStates.userId, userId))
          .orderBy(t.calculatorStates.country);
        return found.map(rows.stateFromRow);
      },
      async listRecheckDue(savedBefore) {
        const found = await q()
          .select()
          .from(t.calculatorStates)
          .where(and(isNull(t.calculatorStates.recheckMailedAt), lte(t.calculatorStates.createdAt, savedBefore)))
          .orderBy(t.calculatorStates.createdAt);
        return found.map(rows.stateFromRow);
      },
      async markRecheckMailed(userId, country, createdAt, mailedAt) {
        const marked = await q()
          .update(t.calculatorStates)
          .set({ recheckMailedAt: mailedAt })
          .where(
            and(
              eq(t.calculatorStates.userId, userId),
              eq(t.calculatorStates.country, country),
              eq(t.calculatorStates.createdAt, createdAt),
              isNull(t.calculatorStates.recheckMailedAt),
            ),
          )
          .returning({ userId: t.calculatorStates.userId });
        return marked.length > 0;
      },
    },
    aboChanges: {
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
    },
    teamTasks: {
      async findById(id) {
        const [row] = await q().select().from(t.teamTasks).where(eq(t.teamTasks.id, id));
        return row ? rows.teamTaskFromRow(row) : undefined;
      },
      async listByDonation(donationId) {
        const found = await q()
          .select()
          .from(t.teamTasks)
          .where(eq(t.teamTasks.donationId, donationId))
          .orderBy(t.teamTasks.requestedAt, t.teamTasks.id);
        return found.map(rows.teamTaskFromRow);
      },
      async listByDonations(donationIds) {
        if (donationIds.length === 0) return [];
        const found = await q()
          .select()
          .from(t.teamTasks)
          .where(inArray(t.teamTasks.donationId, [...new Set(donationIds)]))
          .orderBy(t.teamTasks.requestedAt, t.teamTasks.id);
        return found.map(rows.teamTaskFromRow);
      },
      async listOpen() {
        const found = await q()
          .select()
          .from(t.teamTasks)
          .where(isNull(t.teamTasks.doneAt))
          .orderBy(t.teamTasks.requestedAt, t.teamTasks.id);
        return found.map(rows.teamTaskFromRow);
      },
      async save(task) {
        const row = rows.teamTaskToRow(task);
        await q().insert(t.teamTasks).values(row).onConflictDoUpdate({ target: t.teamTasks.id, set: row });
      },
    },
    aboManageLinks: {
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
    },
    treeGifts: {
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
    },
    newsletter: {
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
    },
    contactMessages: {
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
    },
    receipts: {
      async findByNumber(number) {
        const [row] = await q().select().from(t.receipts).where(eq(t.receipts.number, number));
        return row ? rows.receiptFromRow(row) : undefined;
      },
      async listByUser(userId) {
        return (
          await q().select().from(t.receipts).where(eq(t.receipts.userId, userId)).orderBy(t.receipts.number)
        ).map(rows.receiptFromRow);
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
    },
    frontendErrors: {
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
    },
  };
}

async function lockAll(db: SqlDatabase, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}
