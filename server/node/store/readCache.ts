import type { Repositories } from '../../core/repositories/types.js';

/**
 * The reads a signed-in page repeats on every request, served from this process's memory until a write may have
 * changed them (issue 34: the dashboard took 9 SQL round trips, each about 1 ms of the server's CPU, where bare Yoga
 * spends well under 1 ms on a whole request).
 *
 * What is cached: the User by id, a donor's donations, a donation's orders, Abo changes and team tasks, a donor's plot
 * allocations, plots by id, a calculator state and a donor's gifts (CACHED_READS) — what the header, dashboard,
 * Abo and Pflanzbuch pages read. Nothing else, and nothing inside `atomically`: a unit of work reads its own
 * transaction, so its check-then-write keeps seeing the database.
 *
 * When it is dropped: every table has a counter (its epoch). An entry counts only while its table's epoch is the one
 * it was read at, so a change bumps the epoch and the next read goes to the database. A change is known
 *  - at once, for writes through these repositories in this process (after the write, and for a write inside a unit of
 *    work once more when the unit ends, i.e. after its commit),
 *    so a request that writes and then reads, and the donor's next request, see the write;
 *  - within milliseconds, for writes by anyone else (another instance, a script, psql): every write statement to a
 *    cached table notifies the channel klimahain_changes with the table's name when it commits (triggers of migration
 *    0013), and the store listens (openStore).
 * While the store does not listen (at start, and after its listening connection was lost, until it is back) nothing
 * is served from memory and nothing is kept. A read that was under way while its table changed is not kept. No entry
 * is older than MAX_AGE_MS, and at most MAX_ENTRIES are kept (the oldest go first).
 *
 * Every caller gets its own copy of what was read, as from the database.
 */

/** The tables whose rows the cached reads return (each notifies on change: drizzle/0013_change_notifications.sql). */
export const CACHED_TABLES = [
  'users',
  'donations',
  'orders',
  'plots',
  'plot_allocations',
  'calculator_states',
  'abo_changes',
  'team_tasks',
  'tree_gifts',
] as const;
export type CachedTable = (typeof CACHED_TABLES)[number];

/** The channel the triggers notify, with a table's name as payload. */
export const CHANGES_CHANNEL = 'klimahain_changes';

export const MAX_AGE_MS = 30_000;
export const MAX_ENTRIES = 20_000;

type RepositoryName =
  'users' | 'donations' | 'orders' | 'plots' | 'calculatorStates' | 'aboChanges' | 'teamTasks' | 'treeGifts';

/** Per repository: the tables its methods write, and its cached reads with the table each reads. */
const CACHED_READS: Record<RepositoryName, { writes: CachedTable[]; reads: Record<string, CachedTable> }> = {
  users: { writes: ['users'], reads: { findById: 'users' } },
  donations: { writes: ['donations'], reads: { listByUser: 'donations' } },
  orders: { writes: ['orders'], reads: { listByDonation: 'orders', listByDonations: 'orders' } },
  plots: {
    writes: ['plots', 'plot_allocations'],
    reads: { findById: 'plots', findByIds: 'plots', listAllocationsByUser: 'plot_allocations' },
  },
  calculatorStates: { writes: ['calculator_states'], reads: { find: 'calculator_states' } },
  aboChanges: { writes: ['abo_changes'], reads: { listByDonation: 'abo_changes', listByDonations: 'abo_changes' } },
  teamTasks: { writes: ['team_tasks'], reads: { listByDonation: 'team_tasks', listByDonations: 'team_tasks' } },
  treeGifts: { writes: ['tree_gifts'], reads: { listByGiver: 'tree_gifts', listClaimedBy: 'tree_gifts' } },
};

/**
 * Reads of these repositories that are not cached and write nothing: calling them drops nothing. Any other method
 * (every write, and a method added later) drops what is cached of its repository's tables once it has run.
 */
const PLAIN_READS: Partial<Record<RepositoryName, readonly string[]>> = {
  users: ['list', 'orderMailsOff', 'receiptMailsOn', 'listReceiptMailRecipients'],
  donations: ['findById', 'findByPaymentTransaction'],
  orders: ['findById', 'listByUser', 'findByPaymentTransaction'],
  plots: ['listAllocationsByOrder'],
  calculatorStates: ['listByUser', 'listRecheckDue'],
  teamTasks: ['findById', 'listOpen'],
  treeGifts: ['findById', 'findByToken', 'findByIntent', 'listDue'],
};

interface Entry {
  table: CachedTable;
  epoch: number;
  at: number;
  value: unknown;
}

export class ReadCache {
  private readonly epochs = new Map<string, number>(CACHED_TABLES.map((table) => [table, 0]));
  private readonly entries = new Map<string, Entry>();
  /** Reads under way, so that many requests missing the same entry at once (a cold start, an expiry) read it once. */
  private readonly pending = new Map<string, { epoch: number; value: Promise<unknown> }>();
  private listening = false;

  constructor(
    private readonly options: {
      maxAgeMs?: number;
      maxEntries?: number;
      now?: () => number;
      /**
       * Whether the caller runs inside a unit of work (the SQL repositories' transaction context, shared by openStore
       * so no second AsyncLocalStorage tracks every promise); by default the cache tracks its own units.
       */
      inUnit?: () => boolean;
    } = {},
  ) {}

  /** Units of work running through `inUnit` (what counts without the store's own context). */
  private depth = 0;
  /** Tables written inside units of work still running (or just ended): bumped again when each unit ends. */
  private readonly writtenInUnits = new Set<string>();

  private insideUnit(): boolean {
    return this.options.inUnit ? this.options.inUnit() : this.depth > 0;
  }

  /** Whether reads are served from memory: only while the store hears every change (see above). */
  get active(): boolean {
    return this.listening;
  }

  /** The store listens for changes (true) or no longer does (false); either way everything held is dropped. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.forgetAll();
  }

  /** `table` changed (a notification's payload, or a write here): what was read of it no longer counts. */
  changed(table: string): void {
    const epoch = this.epochs.get(table);
    if (epoch === undefined) return;
    this.epochs.set(table, epoch + 1);
    if (this.insideUnit()) this.writtenInUnits.add(table);
  }

  forgetAll(): void {
    for (const table of CACHED_TABLES) this.changed(table);
    this.entries.clear();
    this.pending.clear();
  }

  /** How many entries are held (tests). */
  get size(): number {
    return this.entries.size;
  }

  /** The value of `key` as read from `table` by `load`, from memory while that still counts; always a copy. */
  async read<T>(table: CachedTable, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.listening || this.insideUnit()) return load();
    const now = this.options.now ?? Date.now;
    const epoch = this.epochs.get(table)!;
    const held = this.entries.get(key);
    if (held) {
      if (held.epoch === epoch && now() - held.at < (this.options.maxAgeMs ?? MAX_AGE_MS)) return copy(held.value as T);
      this.entries.delete(key);
    }
    const underWay = this.pending.get(key);
    if (underWay && underWay.epoch === epoch) return copy((await underWay.value) as T);
    const loading = load();
    const mine = { epoch, value: loading as Promise<unknown> };
    this.pending.set(key, mine);
    let value: T;
    try {
      value = await loading;
    } finally {
      if (this.pending.get(key) === mine) this.pending.delete(key);
    }
    // Kept only if nothing changed the table while it was read (and the store still listens).
    if (this.listening && this.epochs.get(table) === epoch) {
      this.entries.set(key, { table, epoch, at: now(), value: copy(value) });
      if (this.entries.size > (this.options.maxEntries ?? MAX_ENTRIES)) {
        this.entries.delete(this.entries.keys().next().value!);
      }
    }
    return value;
  }

  /** Runs a unit of work: reads inside it go to the database (its transaction); what it wrote is dropped after it. */
  async inUnit<T>(work: () => Promise<T>): Promise<T> {
    // Without the store's own context (memory repositories in tests): no entry is read or kept while any unit runs.
    this.depth++;
    try {
      return await work();
    } finally {
      this.depth--;
      // Its writes count from the commit on: a read outside the unit between a write and the commit saw the old rows.
      for (const table of this.writtenInUnits) {
        const epoch = this.epochs.get(table)!;
        this.epochs.set(table, epoch + 1);
      }
      if (this.depth === 0) this.writtenInUnits.clear();
    }
  }
}

/** `repos` with the cached reads of CACHED_READS going through `cache`, and writes dropping what they change. */
export function cacheReads(repos: Repositories, cache: ReadCache): Repositories {
  const wrapped: Repositories = {
    ...repos,
    atomically: (keys, work) => cache.inUnit(() => repos.atomically(keys, work)),
  };
  for (const [name, { writes, reads }] of Object.entries(CACHED_READS) as [
    RepositoryName,
    (typeof CACHED_READS)[RepositoryName],
  ][]) {
    const repo = repos[name] as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const plain = new Set(PLAIN_READS[name] ?? []);
    const methods: Record<string, unknown> = {};
    for (const method of Object.keys(repo)) {
      if (typeof repo[method] !== 'function') {
        methods[method] = repo[method];
        continue;
      }
      const call = (...args: unknown[]) => repo[method](...args);
      const table = reads[method];
      if (table)
        methods[method] = (...args: unknown[]) =>
          cache.read(table, `${name}.${method}:${keyOf(args)}`, () => call(...args));
      else if (plain.has(method)) methods[method] = call;
      else
        methods[method] = async (...args: unknown[]) => {
          try {
            return await call(...args);
          } finally {
            for (const written of writes) cache.changed(written);
          }
        };
    }
    (wrapped as unknown as Record<string, unknown>)[name] = methods;
  }
  return wrapped;
}

/** A read's arguments as a key: strings as they are, a list of ids in any order as the same key. */
function keyOf(args: unknown[]): string {
  return args
    .map((arg) => (Array.isArray(arg) ? [...new Set(arg as string[])].sort().join('\u0001') : String(arg)))
    .join('\u0000');
}

/** A deep copy of what a repository returns: plain objects, arrays, Dates and primitives. */
function copy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i] as unknown);
    return out as T;
  }
  if (value instanceof Date) return new Date(value.getTime()) as T;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    out[key] = field === null || typeof field !== 'object' ? field : copy(field);
  }
  return out as T;
}
