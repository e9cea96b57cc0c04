import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import type { Seed } from '../../core/repositories/types.js';
import { pgliteTemplate } from '../../../tests/support/pgliteTemplate.js';
import { startPostgres, type PostgresCluster } from '../../../tests/support/postgresCluster.js';
import { openStore, type Store } from './openStore.js';
import { repositoryContract, type ContractStore } from './repositoryContract.js';
import { seedSql } from './seed.js';

// A fresh PGlite takes seconds (much longer on a busy machine): it starts from the migrated template, one store per
// suite, emptied before each case.
const OPEN_TIMEOUT = 180_000;
// Every table of the schema, so a new one is emptied too (the migrations' own table lives in the drizzle schema).
const EMPTY_ALL = sql`
  do $$ begin
    execute (select 'truncate ' || string_agg(quote_ident(tablename), ', ') from pg_tables where schemaname = 'public');
  end $$`;

function sqlStore(open: () => Promise<Store>): ContractStore & { close(): Promise<void> } {
  let store: Store | undefined;
  return {
    transactional: true,
    async fresh(seed?: Seed) {
      store ??= await open();
      await store.db!.execute(EMPTY_ALL);
      if (seed) await seedSql(store.db!, seed);
      // Raw SQL: on PostgreSQL its change notifications may still be on their way to the read cache.
      store.readCache?.forgetAll();
      return store.repos;
    },
    close: async () => store?.close(),
  };
}

describe('repositories: memory', () => {
  repositoryContract({ transactional: false, fresh: async (seed) => createMemoryRepositories(seed) });
});

describe('repositories: PGlite', () => {
  const store = sqlStore(async () =>
    openStore({ kind: 'pglite', dataDir: 'memory://' }, { pgliteTemplate: await pgliteTemplate() }),
  );
  beforeAll(() => store.fresh().then(() => undefined), OPEN_TIMEOUT);
  afterAll(() => store.close());
  repositoryContract(store);
});

describe('repositories: PostgreSQL', () => {
  let cluster: PostgresCluster | null = null;
  const store = sqlStore(() => openStore({ kind: 'postgres', url: cluster!.url }));
  beforeAll(async () => {
    cluster = await startPostgres();
    await store.fresh();
  }, OPEN_TIMEOUT);
  afterAll(async () => {
    await store.close();
    await cluster?.stop();
  });
  repositoryContract(store);
});
