import { join } from 'node:path';
import type { Plugin } from 'vite';
import { createImageHandler } from './createImageHandler.js';
import { DEFAULT_IMAGE_CACHE_DIR, PUBLIC_DIR } from './imageEndpoint.js';

/**
 * dev:mock and Storybook have no Node server behind them, yet show the same pictures: this middleware answers
 * /_image with the server's own handler (pictures from public/, cache in IMAGE_CACHE_DIR).
 */
export function images(): Plugin {
  return {
    name: 'klimahain:images',
    configureServer(server) {
      const handle = createImageHandler({
        sourceDir: PUBLIC_DIR,
        cacheDir: process.env.IMAGE_CACHE_DIR?.trim() || join(server.config.root, DEFAULT_IMAGE_CACHE_DIR),
        log: (line) => server.config.logger.warn(line),
      });
      server.middlewares.use('/_image', (req, res, next) => {
        handle(req, res).catch(next);
      });
    },
  };
}
