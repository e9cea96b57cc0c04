import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import type { Repositories, UserRecord } from '../../core/repositories/types.js';
import { pgliteTemplate } from '../../../tests/support/pgliteTemplate.js';
import { startPostgres, type PostgresCluster } from '../../../tests/support/postgresCluster.js';
import { openStore, type Store } from './openStore.js';
import { cacheReads, MAX_AGE_MS, ReadCache } from './readCache.js';

const OPEN_TIMEOUT = 180_000;

const user = (id: string, firstName = 'Mira'): UserRecord => ({
  id,
  email: `${id}@example.org`,
  firstName,
  lastName: 'Beispiel',
  createdAt: new Date('2026-01-01T00:00:00.000Z'),
  address: null,
  birthdate: null,
  companyName: null,
  salutation: null,
  profileCompletionSuppressedAt: null,
  closedAt: null,
});

/** Memory repositories behind the cache, with a count of the reads that reached them. */
function counted(options: ConstructorParameters<typeof ReadCache>[0] = {}) {
  const inner = createMemoryRepositories();
  const loads = { users: 0, donations: 0 };
  const findById = inner.users.findById.bind(inner.users);
  inner.users.findById = (id) => {
    loads.users++;
    return findById(id);
  };
  const listByUser = inner.donations.listByUser.bind(inner.donations);
  inner.donations.listByUser = (id) => {
    loads.donations++;
    return listByUser(id);
  };
  const cache = new ReadCache(options);
  cache.setListening(true);
  return { inner, loads, cache, repos: cacheReads(inner, cache) };
}

describe('the read cache', () => {
  it('answers a repeated read from memory, each caller with its own copy', async () => {
    const { inner, loads, repos } = counted();
    await inner.users.save(user('u1'));
    const first = (await repos.users.findById('u1'))!;
    first.firstName = 'changed by a caller';
    first.createdAt.setFullYear(1999);
    const second = (await repos.users.findById('u1'))!;
    expect(second).toEqual(user('u1'));
    expect(loads.users).toBe(1);
    expect(await repos.users.findById('u1')).toEqual(user('u1'));
    expect(loads.users).toBe(1);
  });

  it('drops a table once a write to it ran, and only that table', async () => {
    const { loads, repos } = counted();
    await repos.users.save(user('u1'));
    await repos.users.findById('u1');
    await repos.donations.listByUser('u1');
    await repos.users.save(user('u1', 'Mara'));
    expect((await repos.users.findById('u1'))?.firstName).toBe('Mara');
    await repos.donations.listByUser('u1');
    expect(loads).toEqual({ users: 2, donations: 1 });
  });

  it('keeps a negative answer until the record is written', async () => {
    const { loads, repos } = counted();
    expect(await repos.users.findById('new')).toBeUndefined();
    expect(await repos.users.findById('new')).toBeUndefined();
    expect(loads.users).toBe(1);
    await repos.users.save(user('new'));
    expect((await repos.users.findById('new'))?.id).toBe('new');
  });

  it('does not keep a read during which its table changed', async () => {
    const { inner, loads, cache, repos } = counted();
    await inner.users.save(user('u1'));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const findById = inner.users.findById;
    inner.users.findById = async (id) => {
      const row = await findById(id);
      await held;
      return row;
    };
    const reading = repos.users.findById('u1');
    // Another instance changes the user while the read is under way (its notification arrives now).
    await inner.users.save(user('u1', 'Mara'));
    cache.changed('users');
    release();
    expect((await reading)?.firstName).toBe('Mira');
    inner.users.findById = findById;
    expect((await repos.users.findById('u1'))?.firstName).toBe('Mara');
    expect(loads.users).toBe(2);
  });

  it('reads the database inside a unit of work, and drops what the unit wrote once it ends', async () => {
    const { inner, loads, repos } = counted();
    await inner.users.save(user('u1'));
    await repos.users.findById('u1');
    await repos.donations.listByUser('u1');
    await repos.atomically(['user:u1'], async () => {
      await repos.users.findById('u1');
      await repos.users.findById('u1');
    });
    expect(loads.users).toBe(3);
    // A unit that wrote nothing drops nothing.
    await repos.users.findById('u1');
    expect(loads.users).toBe(3);
    // A unit that wrote the user drops the user, not the donations.
    await repos.atomically(['user:u1'], () => repos.users.save(user('u1', 'Mara')));
    expect((await repos.users.findById('u1'))?.firstName).toBe('Mara');
    await repos.donations.listByUser('u1');
    expect(loads.donations).toBe(1);
  });

  it('serves nothing from memory while the store does not hear changes', async () => {
    const { inner, loads, cache, repos } = counted();
    await inner.users.save(user('u1'));
    cache.setListening(false);
    await repos.users.findById('u1');
    await repos.users.findById('u1');
    expect(loads.users).toBe(2);
    expect(cache.size).toBe(0);
    cache.setListening(true);
    await repos.users.findById('u1');
    await repos.users.findById('u1');
    expect(loads.users).toBe(3);
  });

  it('reads again after MAX_AGE_MS, and keeps at most maxEntries', async () => {
    let now = 0;
    const { inner, loads, cache, repos } = counted({ now: () => now, maxEntries: 2 });
    await inner.users.save(user('u1'));
    await repos.users.findById('u1');
    now += MAX_AGE_MS;
    await repos.users.findById('u1');
    expect(loads.users).toBe(2);
    await repos.users.findById('u2');
    await repos.users.findById('u3');
    expect(cache.size).toBe(2);
    await repos.users.findById('u1');
    expect(loads.users).toBe(5);
  });

  it('reads once for many callers that miss the same entry at once, each with its own copy', async () => {
    const { inner, loads, repos } = counted();
    await inner.users.save(user('u1'));
    const answers = await Promise.all(Array.from({ length: 50 }, () => repos.users.findById('u1')));
    expect(loads.users).toBe(1);
    expect(new Set(answers).size).toBe(50);
    for (const answer of answers) expect(answer).toEqual(user('u1'));
  });

  it('takes a list of ids in any order as the same read', async () => {
    const inner = createMemoryRepositories();
    let loads = 0;
    const listByDonations = inner.orders.listByDonations.bind(inner.orders);
    inner.orders.listByDonations = (ids) => {
      loads++;
      return listByDonations(ids);
    };
    const cache = new ReadCache();
    cache.setListening(true);
    const repos = cacheReads(inner, cache);
    await repos.orders.listByDonations(['a', 'b']);
    await repos.orders.listByDonations(['b', 'a', 'b']);
    expect(loads).toBe(1);
  });
});

/** A write through the repositories of one store, another store on the same database, or raw SQL: seen by the next read. */
function sharedDatabaseSuite(open: () => Promise<Store>, { notifiesAtOnce }: { notifiesAtOnce: boolean }) {
  let store: Store;
  let repos: Repositories;
  beforeAll(async () => {
    store = await open();
    repos = store.repos;
  }, OPEN_TIMEOUT);
  afterAll(() => store?.close());

  it('listens for changes and serves repeated reads from memory', async () => {
    expect(store.readCache?.active).toBe(true);
    await repos.users.save(user('cache-1'));
    // On PostgreSQL the save's own notification may still arrive during the first read, which is then not kept.
    await vi.waitFor(async () => {
      await repos.users.findById('cache-1');
      expect(store.readCache!.size).toBeGreaterThan(0);
    });
    const held = store.readCache!.size;
    await repos.users.findById('cache-1');
    expect(store.readCache!.size).toBe(held);
  });

  it('sees a change made with raw SQL (a script, psql) through its notification', async () => {
    await repos.users.save(user('cache-2'));
    expect((await repos.users.findById('cache-2'))?.firstName).toBe('Mira');
    await store.db!.execute(sql`update users set first_name = 'Mara' where id = 'cache-2'`);
    if (notifiesAtOnce) expect((await repos.users.findById('cache-2'))?.firstName).toBe('Mara');
    else await vi.waitFor(async () => expect((await repos.users.findById('cache-2'))?.firstName).toBe('Mara'));
  });

  return { store: () => store };
}

describe('the read cache on PGlite', () => {
  sharedDatabaseSuite(
    async () => openStore({ kind: 'pglite', dataDir: 'memory://' }, { pgliteTemplate: await pgliteTemplate() }),
    { notifiesAtOnce: true },
  );
});

describe('the read cache on PostgreSQL', () => {
  let cluster: PostgresCluster;
  const lines: string[] = [];
  let other: Store;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, OPEN_TIMEOUT);
  const suite = sharedDatabaseSuite(
    () => openStore({ kind: 'postgres', url: cluster.url }, { log: (line) => lines.push(line) }),
    { notifiesAtOnce: false },
  );
  beforeAll(async () => {
    other = await openStore({ kind: 'postgres', url: cluster.url });
  }, OPEN_TIMEOUT);
  afterAll(async () => {
    await other?.close();
    await cluster?.stop();
  });

  it('sees what another instance wrote', async () => {
    const repos = suite.store().repos;
    await repos.users.save(user('cache-3'));
    expect((await repos.users.findById('cache-3'))?.firstName).toBe('Mira');
    await other.repos.users.save(user('cache-3', 'Mara'));
    await vi.waitFor(async () => expect((await repos.users.findById('cache-3'))?.firstName).toBe('Mara'));
  });

  it('is off while its listening connection is lost, and on again once it is back', async () => {
    const store = suite.store();
    await store.repos.users.save(user('cache-4'));
    await store.repos.users.findById('cache-4');
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN klimahain_changes'`,
      );
      await vi.waitFor(() => expect(store.readCache!.active).toBe(false));
      expect(store.readCache!.size).toBe(0);
      // Meanwhile another instance writes: nothing stale is served, and nothing is kept.
      await other.repos.users.save(user('cache-4', 'Mara'));
      expect((await store.repos.users.findById('cache-4'))?.firstName).toBe('Mara');
      expect(store.readCache!.size).toBe(0);
      expect(lines.some((line) => line.includes('change notifications lost'))).toBe(true);
      await vi.waitFor(() => expect(store.readCache!.active).toBe(true), { timeout: 10_000 });
      expect(lines.some((line) => line.includes('change notifications are heard again'))).toBe(true);
      await other.repos.users.save(user('cache-4', 'Mirja'));
      await vi.waitFor(async () => expect((await store.repos.users.findById('cache-4'))?.firstName).toBe('Mirja'));
    } finally {
      await admin.end();
    }
  });

  it('stays off while its LISTEN hears nothing (as behind PgBouncer in transaction mode), and says so', async () => {
    const deafLines: string[] = [];
    const deaf = await openStore(
      { kind: 'postgres', url: cluster.url },
      { log: (line) => deafLines.push(line), listenChannel: 'klimahain_nobody_notifies_here' },
    );
    try {
      expect(deaf.readCache!.active).toBe(false);
      await deaf.repos.users.save(user('cache-5'));
      expect((await deaf.repos.users.findById('cache-5'))?.firstName).toBe('Mira');
      // Another instance's write is seen at once: nothing was kept.
      await other.repos.users.save(user('cache-5', 'Mara'));
      expect((await deaf.repos.users.findById('cache-5'))?.firstName).toBe('Mara');
      expect(deaf.readCache!.size).toBe(0);
      await vi.waitFor(
        () =>
          expect(deafLines).toContain(
            'database: change notifications not heard within 5 s; cached reads are off until they are heard again',
          ),
        { timeout: 20_000 },
      );
      expect(deaf.readCache!.active).toBe(false);
    } finally {
      await deaf.close();
    }
  }, 60_000);

  it('is off while the database is down, and on again once it is back', async () => {
    const store = suite.store();
    await cluster.pause();
    await vi.waitFor(() => expect(store.readCache!.active).toBe(false));
    await expect(store.repos.users.findById('cache-1')).rejects.toThrow();
    await cluster.resume();
    await vi.waitFor(() => expect(store.readCache!.active).toBe(true), { timeout: 15_000 });
    expect((await store.repos.users.findById('cache-1'))?.id).toBe('cache-1');
  }, 60_000);
});
