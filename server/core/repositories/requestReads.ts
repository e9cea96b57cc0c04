import DataLoader from 'dataloader';
import type {
  AboChangeRecord,
  AboChangeRepository,
  DonationRecord,
  DonationRepository,
  OrderRecord,
  OrderRepository,
  Repositories,
  TeamTaskRecord,
  TeamTaskRepository,
} from './types.js';

/**
 * The reads one GraphQL request's field resolvers share, so a signed-in page costs the same few store round trips
 * however many donations it lists: a donor's donation list is read once however many fields list it, and the orders,
 * Abo changes and team tasks of a list's donations are read in one round trip each (`listByDonations`) instead of one
 * per donation. Made per request (context.ts createContext), so nothing is shared between requests or donors;
 * `forget()` drops everything read, and the resolvers call it around every mutation field, so neither a mutation nor
 * its answer sees a list read before it wrote.
 * Only field resolvers read through here; the services' own reads (and everything inside `atomically`) go to the
 * repositories directly.
 */
export interface RequestReads {
  donations: Pick<DonationRepository, 'listByUser'>;
  orders: Pick<OrderRepository, 'listByDonation'>;
  aboChanges: Pick<AboChangeRepository, 'listByDonation'>;
  teamTasks: Pick<TeamTaskRepository, 'listByDonation'>;
  forget(): void;
}

export function createRequestReads(repos: Repositories): RequestReads {
  const loaders = () => ({
    donationsByUser: new DataLoader<string, DonationRecord[]>(
      (userIds) => Promise.all(userIds.map((userId) => repos.donations.listByUser(userId))),
      { batchScheduleFn: afterAFewTurns },
    ),
    orders: byDonation<OrderRecord>((ids) => repos.orders.listByDonations(ids)),
    aboChanges: byDonation<AboChangeRecord>((ids) => repos.aboChanges.listByDonations(ids)),
    teamTasks: byDonation<TeamTaskRecord>((ids) => repos.teamTasks.listByDonations(ids)),
  });
  // New loaders on forget(): keys already waiting for a batch still get their rows; later keys start a batch of their own.
  let current = loaders();
  return {
    donations: { listByUser: (userId) => copied(current.donationsByUser.load(userId)) },
    orders: { listByDonation: (donationId) => copied(current.orders.load(donationId)) },
    aboChanges: { listByDonation: (donationId) => copied(current.aboChanges.load(donationId)) },
    teamTasks: { listByDonation: (donationId) => copied(current.teamTasks.load(donationId)) },
    forget() {
      current = loaders();
    },
  };
}

/** Each caller gets its own copy of the list (a caller may sort it); the records are not changed by convention. */
const copied = <T>(list: Promise<T[]>): Promise<T[]> => list.then((rows) => rows.slice());

/**
 * A batch goes out a few promise turns after its first key, so keys asked for by resolvers a step or two behind join
 * it. Isomorphic (the mock runs this in the browser): no setImmediate or process.nextTick, which DataLoader would use,
 * and no timer a test's fake clock could hold.
 */
const afterAFewTurns = (dispatch: () => void): void =>
  void Promise.resolve()
    .then(() => undefined)
    .then(() => undefined)
    .then(dispatch);

/** Lists per donation, loaded together: one `loadMany` for a batch's keys, its rows grouped by donationId in order. */
function byDonation<T extends { donationId: string }>(loadMany: (donationIds: string[]) => Promise<T[]>) {
  return new DataLoader<string, T[]>(
    async (donationIds) => {
      const grouped = new Map<string, T[]>();
      for (const row of await loadMany([...donationIds])) {
        grouped.set(row.donationId, [...(grouped.get(row.donationId) ?? []), row]);
      }
      return donationIds.map((id) => grouped.get(id) ?? []);
    },
    { batchScheduleFn: afterAFewTurns },
  );
}
