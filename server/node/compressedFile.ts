import { readFile } from 'node:fs/promises';
import { constants, brotliCompress, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Text assets worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.map', '.txt', '.xml']);

/** The best encoding the client accepts, or null. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

// The build never changes while the server runs, so each file is compressed once (keyed by path and mtime).
const cache = new Map<string, Promise<Buffer>>();

/** The file compressed with `encoding`, at the highest level, computed once per file version. */
export function compressedFile(path: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${mtimeMs}:${path}`;
  let result = cache.get(key);
  if (!result) {
    result = readFile(path).then((data) =>
      encoding === 'br'
        ? brotli(data, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          })
        : gzipAsync(data, { level: 9 }),
    );
    result.catch(() => cache.delete(key));
    cache.set(key, result);
  }
  return result;
}
