import type { Repositories, Seed } from '../types.js';
import { createMemoryMailQueue } from './memoryMailQueue.js';
import { Table } from './table.js';

const EMPTY_SEED: Seed = {
  users: [],
  donations: [],
  orders: [],
  paymentIntents: [],
  plots: [],
  plotAllocations: [],
  calculatorStates: [],
  newsletter: [],
};

/** Map-backed repositories; every call returns a fresh, independent store seeded with copies of `seed`. */
export function createMemoryRepositories(seed: Seed = EMPTY_SEED): Repositories {
  const users = new Table((u) => u.id, seed.users);
  const donations = new Table((d) => d.donationId, seed.donations);
  const orders = new Table((o) => o.treeProviderDonationId, seed.orders);
  const intents = new Table((i) => i.id, seed.paymentIntents);
  const plots = new Table((p) => p.plotId, seed.plots);
  const allocations = new Table((a) => `${a.plotId}/${a.treeProviderDonationId}`, seed.plotAllocations);
  const states = new Table((s) => `${s.userId}/${s.country}`, seed.calculatorStates);
  const newsletter = new Table((n) => n.email.toLowerCase(), seed.newsletter);
  const contactMessages = new Table<Parameters<Repositories['contactMessages']['save']>[0]>((m) => m.id);
  const frontendErrors = new Table<Parameters<Repositories['frontendErrors']['save']>[0]>((e) => e.id);
  const receipts = new Table<Parameters<Repositories['receipts']['save']>[0]>((r) => r.number);
  const aboChanges = new Table<Parameters<Repositories['aboChanges']['save']>[0]>((c) => c.id, seed.aboChanges ?? []);
  const teamTasks = new Table<Parameters<Repositories['teamTasks']['save']>[0]>(
    (task) => task.id,
    seed.teamTasks ?? [],
  );
  const aboManageLinks = new Table<Parameters<Repositories['aboManageLinks']['save']>[0]>(
    (link) => link.donationId,
    seed.aboManageLinks ?? [],
  );
  const oldestFirst = <T extends { requestedAt: Date; id: string }>(list: T[]) =>
    list.sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime() || a.id.localeCompare(b.id));
  const treeGifts = new Table<Parameters<Repositories['treeGifts']['save']>[0]>((g) => g.id, seed.treeGifts ?? []);

  const orderMailsOff = new Set<string>();
  const receiptMailsOn = new Set<string>();

  let queue: Promise<unknown> = Promise.resolve();

  return {
    atomically<T>(_keys: readonly string[], work: () => Promise<T>): Promise<T> {
      const run = queue.then(work, work);
      queue = run.catch(() => undefined);
      return run;
    },
    users: {
      findById: async (id) => users.get(id),
      list: async () => users.filter(),
      save: async (user) => users.put(user),
      delete: async (id) => {
        users.delete(id);
        orderMailsOff.delete(id);
        receiptMailsOn.delete(id);
      },
      orderMailsOff: async (id) => orderMailsOff.has(id),
      setOrderMailsOff: async (id, off) => void (off ? orderMailsOff.add(id) : orderMailsOff.delete(id)),
      receiptMailsOn: async (id) => receiptMailsOn.has(id),
      setReceiptMailsOn: async (id, on) => void (on ? receiptMailsOn.add(id) : receiptMailsOn.delete(id)),
      listReceiptMailRecipients: async () => [...receiptMailsOn].filter((id) => users.get(id)),
    },
    donations: {
      findById: async (id) => donations.get(id),
      findByPaymentTransaction: async (provider, trx) =>
        donations.find((d) => d.paymentProvider === provider && d.paymentProviderTransactionId === trx),
      listByUser: async (userId) => donations.filter((d) => d.userId === userId),
      save: async (donation) => donations.put(donation),
    },
    orders: {
      findById: async (id) => orders.get(id),
      listByUser: async (userId) => orders.filter((o) => o.userId === userId),
      listByDonation: async (donationId) => orders.filter((o) => o.donationId === donationId),
      listByDonations: async (donationIds) => {
        const wanted = new Set(donationIds);
        return orders.filter((o) => wanted.has(o.donationId));
      },
      findByPaymentTransaction: async (trx) => orders.filter((o) => o.paymentProviderTransactionId === trx)[0],
      save: async (order) => {
        // Like the SQL store's unique index: one order per instalment transaction.
        const trx = order.paymentProviderTransactionId;
        const taken =
          trx !== null &&
          orders.filter(
            (o) => o.paymentProviderTransactionId === trx && o.treeProviderDonationId !== order.treeProviderDonationId,
          ).length > 0;
        if (taken) throw new Error(`order for payment transaction ${trx} already recorded`);
        orders.put(order);
      },
    },
    paymentIntents: {
      findById: async (id) => intents.get(id),
      save: async (intent) => intents.put(intent),
      anonymizeByUser: async (userId) =>
        intents.update(
          (i) => i.userId === userId,
          (i) => ({ ...i, userId: null }),
        ),
    },
    plots: {
      findById: async (id) => plots.get(id),
      findByIds: async (ids) => [...new Set(ids)].flatMap((id) => plots.get(id) ?? []),
      save: async (plot) => plots.put(plot),
      saveAllocation: async (allocation) => allocations.put(allocation),
      listAllocationsByOrder: async (orderId) => allocations.filter((a) => a.treeProviderDonationId === orderId),
      listAllocationsByUser: async (userId) => allocations.filter((a) => a.userId === userId),
      anonymizeAllocations: async (userId) =>
        allocations.update(
          (a) => a.userId === userId,
          (a) => ({ ...a, userId: null }),
        ),
    },
    calculatorStates: {
      find: async (userId, country) => states.get(`${userId}/${country}`),
      save: async (state) => states.put(state),
      delete: async (userId, country) => states.delete(`${userId}/${country}`),
      deleteAllOfUser: async (userId) => {
        for (const s of states.filter((s) => s.userId === userId)) states.delete(`${s.userId}/${s.country}`);
      },
      listByUser: async (userId) => states.filter((s) => s.userId === userId),
      listRecheckDue: async (savedBefore) =>
        states
          .filter((s) => s.recheckMailedAt === null && s.createdAt.getTime() <= savedBefore.getTime())
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
      markRecheckMailed: async (userId, country, createdAt, mailedAt) => {
        const current = states.get(`${userId}/${country}`);
        if (!current || current.recheckMailedAt !== null || current.createdAt.getTime() !== createdAt.getTime())
          return false;
        states.put({ ...current, recheckMailedAt: mailedAt });
        return true;
      },
    },
    aboChanges: {
      listByDonation: async (donationId) =>
        aboChanges
          .filter((c) => c.donationId === donationId)
          .sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime()),
      listByDonations: async (donationIds) => {
        const wanted = new Set(donationIds);
        return oldestFirst(aboChanges.filter((c) => wanted.has(c.donationId)));
      },
      save: async (change) => aboChanges.put(change),
    },
    teamTasks: {
      findById: async (id) => teamTasks.get(id),
      listByDonation: async (donationId) => oldestFirst(teamTasks.filter((task) => task.donationId === donationId)),
      listByDonations: async (donationIds) => {
        const wanted = new Set(donationIds);
        return oldestFirst(teamTasks.filter((task) => wanted.has(task.donationId)));
      },
      listOpen: async () => oldestFirst(teamTasks.filter((task) => task.doneAt === null)),
      save: async (task) => teamTasks.put(task),
    },
    aboManageLinks: {
      find: async (donationId) => aboManageLinks.get(donationId),
      save: async (link) => aboManageLinks.put(link),
    },
    treeGifts: {
      findById: async (id) => treeGifts.get(id),
      findByToken: async (token) => treeGifts.find((g) => g.token === token),
      findByIntent: async (intentId) => treeGifts.find((g) => g.paymentIntentId === intentId),
      listByGiver: async (userId) =>
        treeGifts.filter((g) => g.giverUserId === userId).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
      listClaimedBy: async (userId) => treeGifts.filter((g) => g.claimedByUserId === userId),
      listDue: async (today) =>
        treeGifts
          .filter(
            (g) =>
              g.donationId !== null && g.deliveredAt === null && (g.recipientEmail === null || g.deliverOn <= today),
          )
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
      save: async (gift) => treeGifts.put(gift),
      markDelivered: async (id, deliveredAt) => {
        const current = treeGifts.get(id);
        if (!current || current.deliveredAt !== null) return false;
        treeGifts.put({ ...current, deliveredAt, state: current.state === 'CLAIMED' ? 'CLAIMED' : 'DELIVERED' });
        return true;
      },
      anonymizeByUser: async (userId) => {
        for (const g of treeGifts.filter((g) => g.giverUserId === userId)) {
          treeGifts.put({ ...g, giverUserId: null, recipientName: '', recipientEmail: null, message: '' });
        }
        for (const g of treeGifts.filter((g) => g.claimedByUserId === userId)) {
          treeGifts.put({ ...g, claimedByUserId: null });
        }
      },
    },
    mailQueue: createMemoryMailQueue(),
    newsletter: {
      findByEmail: async (email) => newsletter.get(email.toLowerCase()),
      findByToken: async (token) => newsletter.find((n) => n.confirmationToken === token),
      save: async (record) => newsletter.put(record),
      deleteByEmail: async (email) => void newsletter.delete(email.toLowerCase()),
    },
    contactMessages: {
      save: async (message) => contactMessages.put(message),
      list: async () => contactMessages.filter(),
      listByEmail: async (email) => contactMessages.filter((m) => m.contactEmail.toLowerCase() === email.toLowerCase()),
      deleteByEmail: async (email) => {
        for (const m of contactMessages.filter((m) => m.contactEmail.toLowerCase() === email.toLowerCase()))
          contactMessages.delete(m.id);
      },
    },
    receipts: {
      findByNumber: async (number) => receipts.get(number),
      listByUser: async (userId) => receipts.filter((r) => r.userId === userId),
      countNumberedIn: async (year) => receipts.filter((r) => r.number.startsWith(`KH-${year}-`)).length,
      save: async (receipt) => receipts.put(receipt),
      anonymizeByUser: async (userId) =>
        receipts.update(
          (r) => r.userId === userId,
          (r) => ({ ...r, userId: null, recipient: null }),
        ),
    },
    frontendErrors: {
      save: async (error) => frontendErrors.put(error),
      list: async () => frontendErrors.filter(),
      listByUser: async (userId) => frontendErrors.filter((e) => e.userId === userId),
      detachUser: async (userId) =>
        frontendErrors.update(
          (e) => e.userId === userId,
          (e) => ({ ...e, userId: null }),
        ),
    },
  };
}
