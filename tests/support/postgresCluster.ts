import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './freePort.js';

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
 * Where Debian's postgresql package keeps initdb and pg_ctl (not on PATH), or PATH; null when no server is
 * installed. `.ci/run` installs the package, so CI always has one.
 */
export function postgresBinDir(): string | null {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(join(dir, 'pg_ctl'))) return dir;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : null;
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port, in a temp dir (fsync off: it is thrown away). initdb
 * refuses to run as root, so as root the cluster belongs to the `postgres` user the Debian package creates.
 */
export async function startPostgres(): Promise<PostgresCluster | null> {
  const bin = postgresBinDir();
  if (!bin) return null;
  const dataDir = await mkdtemp(join(tmpdir(), 'klimahain-pg-'));
  const asRoot = process.getuid?.() === 0;
  const exec = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dataDir, Number(stdout.trim()), Number(gid.trim()));
  }
  const port = await freePort();
  await exec('initdb', ['-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '-D', dataDir]);
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
