import { fixtureSeed } from '../../../mocks/fixtures/seed.js';
import { readDatabaseConfig } from '../storeConfig.js';
import { openStore } from './openStore.js';
import { seedSql } from './seed.js';

/**
 * `npm run db:seed`: adds the demo users, donations, orders, plots and newsletter records (mocks/fixtures) to the
 * store DATABASE_URL names (default: PGlite in DATA_DIR). Records that exist stay as they are. Never in production.
 * Stop `npm run dev` first: a PGlite folder is opened by one process at a time.
 */
if (process.env.NODE_ENV === 'production') {
  console.error('db:seed lädt Demodaten und läuft nicht mit NODE_ENV=production / refuses to run in production.');
  process.exit(1);
}
const config = readDatabaseConfig(process.env, false);
if (config.kind === 'memory') {
  console.error('DATABASE_URL=memory starts with the demo data anyway; db:seed is for PGlite and PostgreSQL.');
  process.exit(1);
}
const store = await openStore(config);
await seedSql(store.db!, fixtureSeed);
console.log(
  `Demodaten geladen in ${store.description}: ${fixtureSeed.users.length} Nutzer, ${fixtureSeed.donations.length} Spenden.`,
);
await store.close();
