import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../../server/node/store/openStore.js';

/**
 * A PGlite data folder with every migration applied, as PGlite's own tarball (dumpDataDir), for tests that need a
 * fresh PGlite: a new one runs initdb in WebAssembly (seconds of CPU, half a minute on a busy machine), loading this
 * takes a fraction of that. Kept in the temp folder under a key of the PGlite version and the migrations' text, so
 * a changed migration or PGlite makes a new one; concurrent test files may both build it, the rename keeps one.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `klimahain-pglite-template-${await templateKey()}.tar.gz`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not built yet on this machine.
  }
  const client = await PGlite.create('memory://');
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir('gzip');
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await client.close();
  }
}

/** Fills a new, empty PGlite folder from the template (what `npm run dev:api` then opens as an existing store). */
export async function preparePgliteDir(dataDir: string): Promise<void> {
  const client = await PGlite.create(dataDir, { loadDataDir: await pgliteTemplate() });
  await client.close();
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  // The package's own files (its package.json is not exported): dist/index.* → the package folder.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(join(dirname(dirname(entry)), 'package.json')));
  for (const name of (await readdir(MIGRATIONS_DIR, { recursive: true })).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(await readFile(join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
