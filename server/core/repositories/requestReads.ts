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
 * The reads one GraphQL request's field resolvers share (issue 34, signed-in throughput): a donor's donation list is
 * read once however many fields list it, and the orders, Abo changes and team tasks of a list's donations are read in
 * one round trip each (`listByDonations`) instead of one per donation. Made per request (context.ts createContext), so
 * nothing is shared between requests or donors; `forget()` drops everything read, and the resolvers call it around
 * every mutation field, so neither a mutation nor its answer sees a list read before it wrote.
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
  const donationsByUser = memoised<DonationRecord>((userId) => repos.donations.listByUser(userId));
  const orders = batchedByDonation<OrderRecord>((ids) => repos.orders.listByDonations(ids));
  const aboChanges = batchedByDonation<AboChangeRecord>((ids) => repos.aboChanges.listByDonations(ids));
  const teamTasks = batchedByDonation<TeamTaskRecord>((ids) => repos.teamTasks.listByDonations(ids));
  return {
    donations: { listByUser: donationsByUser.get },
    orders: { listByDonation: orders.get },
    aboChanges: { listByDonation: aboChanges.get },
    teamTasks: { listByDonation: teamTasks.get },
    forget() {
      for (const reads of [donationsByUser, orders, aboChanges, teamTasks]) reads.forget();
    },
  };
}

/** Each caller gets its own copy of the list (a caller may sort it); the records are not changed by convention. */
const copied = <T>(list: Promise<T[]>): Promise<T[]> => list.then((rows) => rows.slice());

function memoised<T>(load: (key: string) => Promise<T[]>) {
  let seen = new Map<string, Promise<T[]>>();
  return {
    get: (key: string): Promise<T[]> => {
      let list = seen.get(key);
      if (!list) seen.set(key, (list = load(key)));
      return copied(list);
    },
    forget: () => void (seen = new Map()),
  };
}

/**
 * Lists per donation, loaded together: every key asked for before the batch goes out (the same pass over a list's
 * items, a few promise turns) is read with one `loadMany`, whose rows are grouped by donationId in their order.
 */
function batchedByDonation<T extends { donationId: string }>(loadMany: (donationIds: string[]) => Promise<T[]>) {
  let seen = new Map<string, Promise<T[]>>();
  let batch: Map<string, { resolve(rows: T[]): void; reject(error: unknown): void }> | null = null;

  const dispatch = (keys: NonNullable<typeof batch>) => {
    loadMany([...keys.keys()]).then(
      (rows) => {
        const grouped = new Map<string, T[]>();
        for (const row of rows) grouped.set(row.donationId, [...(grouped.get(row.donationId) ?? []), row]);
        for (const [key, waiting] of keys) waiting.resolve(grouped.get(key) ?? []);
      },
      (error: unknown) => {
        for (const waiting of keys.values()) waiting.reject(error);
      },
    );
  };

  return {
    get: (donationId: string): Promise<T[]> => {
      let list = seen.get(donationId);
      if (!list) {
        if (!batch) {
          const keys = (batch = new Map());
          // A few promise turns, so keys asked for by resolvers a step or two behind join the same batch (isomorphic:
          // no setImmediate or process.nextTick, and no timer a test's fake clock could hold).
          void Promise.resolve()
            .then(() => undefined)
            .then(() => undefined)
            .then(() => {
              if (batch === keys) batch = null;
              dispatch(keys);
            });
        }
        const keys = batch;
        list = new Promise<T[]>((resolve, reject) => keys.set(donationId, { resolve, reject }));
        seen.set(donationId, list);
      }
      return copied(list);
    },
    forget: () => {
      seen = new Map();
      // Keys already waiting still get their rows; later keys start a batch of their own.
      batch = null;
    },
  };
}
