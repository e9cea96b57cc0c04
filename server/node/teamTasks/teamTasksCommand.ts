import { readDatabaseConfig } from '../storeConfig.js';
import { openStore } from '../store/openStore.js';
import { openTeamTaskLines } from './openTeamTasks.js';

/**
 * `npm run team:tasks`: the open Abo tasks (end or change in the Twingle Manager) from the store DATABASE_URL names
 * (default: PGlite in DATA_DIR), oldest first. Read only. Stop `npm run dev` first when it uses PGlite: a PGlite folder is
 * opened by one process at a time.
 */
const config = readDatabaseConfig(process.env, process.env.NODE_ENV === 'production');
if (config.kind === 'memory') {
  console.error(
    'DATABASE_URL=memory: the memory store lives inside the running server; team:tasks reads PGlite or PostgreSQL.',
  );
  process.exit(1);
}
const store = await openStore(config);
try {
  for (const line of await openTeamTaskLines(store.repos, new Date())) console.log(line);
} finally {
  await store.close();
}
