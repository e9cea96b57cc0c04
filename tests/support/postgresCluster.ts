import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './freePort.js';
import { missingToolError, postgresBinDir, SYSTEM_TOOLS } from './systemTools.js';

export { postgresBinDir };

const run = promisify(execFile);

export interface PostgresCluster {
  url: string;
  dataDir: string;
  /** Stops the server (fast shutdown) without removing its data, e.g. to test a lost database. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** Stops the server and removes its data. */
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port, in a temp dir (fsync off: it is thrown away). initdb
 * refuses to run as root, so as root the cluster belongs to the `postgres` user the Debian package creates.
 */
export async function startPostgres(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  // `npm test` installs the server first (ensureSystemTools.ts); vitest on its own says how.
  if (!bin) throw missingToolError(SYSTEM_TOOLS.find((tool) => tool.package === 'postgresql')!);
  const asRoot = process.getuid?.() === 0;
  const exec = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args);
  const newDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'klimahain-pg-'));
    if (asRoot) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      await chown(dir, Number(stdout.trim()), Number(gid.trim()));
    }
    return dir;
  };
  // initdb costs seconds of CPU (far more on a busy machine): run it once per machine and server version into a
  // template folder, and give every cluster a copy of it (`cp -a` keeps owner and modes). Concurrent first
  // users may both run initdb; the rename keeps one.
  const template = join(
    tmpdir(),
    `klimahain-pg-template-${bin.replace(/[^A-Za-z0-9]+/g, '_')}-${process.getuid?.() ?? 'u'}`,
  );
  if (!existsSync(join(template, 'PG_VERSION'))) {
    const fresh = await newDir();
    await exec('initdb', ['-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '-D', fresh]);
    await rename(fresh, template).catch(() => rm(fresh, { recursive: true, force: true }));
  }
  const dataDir = await newDir();
  await run('cp', ['-a', `${template}/.`, dataDir]);
  const port = await freePort();
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = () => exec('pg_ctl', ['-D', dataDir, '-o', options, '-w', '-l', join(dataDir, 'server.log'), 'start']);
  const halt = (mode: string) => exec('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    pause: async () => void (await halt('fast')),
    resume: async () => void (await start()),
    async stop() {
      await halt('immediate').catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
