import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';

export interface ImageSource {
  file: string;
  /** Part of the cache key: a replaced picture gets new cache entries instead of stale ones. */
  version: string;
}

/**
 * The file behind an already checked image path (imageRequest.ts), inside `root` (dist/ in production, public/ in
 * development), or null when there is none. The prefix check stays as a second guard against path tricks.
 */
export async function findImageSource(root: string, url: string): Promise<ImageSource | null> {
  const base = normalize(root + sep);
  const file = normalize(join(base, url));
  if (!file.startsWith(base)) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return { file, version: `${info.size}-${Math.round(info.mtimeMs)}` };
}
