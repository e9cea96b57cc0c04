import { fileURLToPath } from 'node:url';
import { createImageHandler } from './createImageHandler.js';

/** public/ of this repository: the pictures in development, where Vite (not this server) serves the app. */
export const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));
export const DEFAULT_IMAGE_CACHE_DIR = '.data/image-cache';

/**
 * The server's /_image handler: pictures from the served build (STATIC_DIR) or, without one, from public/;
 * the cache in IMAGE_CACHE_DIR (default .data/image-cache).
 */
export function imageEndpoint(
  config: { staticDir: string | null },
  log: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
) {
  return createImageHandler({
    sourceDir: config.staticDir ?? PUBLIC_DIR,
    cacheDir: env.IMAGE_CACHE_DIR?.trim() || DEFAULT_IMAGE_CACHE_DIR,
    log,
  });
}
