import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Resized pictures on disk, one file per (source version, width, quality, format). Written to a temp file and
 * renamed, so a reader (or a second server process on the same folder) sees a whole file or none.
 */
export function imageCache(dir: string) {
  let ready: Promise<unknown> | null = null;
  return {
    keyFor: (parts: readonly (string | number)[]) =>
      createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32),
    async get(key: string, ext: string): Promise<Buffer | null> {
      return readFile(join(dir, `${key}.${ext}`)).catch(() => null);
    },
    async put(key: string, ext: string, body: Buffer): Promise<void> {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const target = join(dir, `${key}.${ext}`);
      const temp = `${target}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, body);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
  };
}
