import type { IncomingMessage, ServerResponse } from 'node:http';
import { problem, sendJson } from '../http/sendJson.js';
import { imageCache } from './imageCache.js';
import { parseImageRequest, pickImageFormat } from './imageRequest.js';
import { findImageSource } from './imageSource.js';
import { renderImage } from './renderImage.js';

export interface ImageHandlerOptions {
  /** Where the pictures are: the built app (dist/) in production, public/ in development. */
  sourceDir: string;
  /** Where resized pictures are kept (IMAGE_CACHE_DIR). */
  cacheDir: string;
  log?: (line: string) => void;
}

/**
 * GET /_image?url=…&w=…&q=… (spec §7 "Other"): one of our pictures at an allowed width, WebP or JPEG by Accept,
 * rendered once and then served from the disk cache. The answer never changes for a URL + Accept, so browsers and
 * CDNs may keep it for a year. Used by the Node server and, in dev:mock and Storybook, by vite.images.ts.
 */
export function createImageHandler({ sourceDir, cacheDir, log = console.log }: ImageHandlerOptions) {
  const cache = imageCache(cacheDir);
  // Two browsers asking for the same new size at once share one render.
  const rendering = new Map<string, Promise<Buffer>>();

  return async function handleImage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, problem('METHOD_NOT_ALLOWED', 'Diese Methode ist hier nicht erlaubt.'), {
        allow: 'GET, HEAD',
      });
    }
    const parsed = parseImageRequest(new URL(req.url ?? '/', 'http://local').searchParams);
    if (!parsed.ok) return sendJson(res, 400, problem('BAD_IMAGE_REQUEST', parsed.message));
    const { url, width, quality } = parsed.request;
    const source = await findImageSource(sourceDir, url);
    if (!source) return sendJson(res, 400, problem('BAD_IMAGE_REQUEST', 'Dieses Bild gibt es hier nicht.'));

    const format = pickImageFormat(req.headers.accept);
    const ext = format === 'webp' ? 'webp' : 'jpg';
    const key = cache.keyFor([url, source.version, width, quality, format]);
    let body = await cache.get(key, ext);
    const hit = body !== null;
    if (!body) {
      let pending = rendering.get(key);
      if (!pending) {
        pending = renderImage(source.file, { width, quality, format }).then(async (rendered) => {
          // A full disk must not cost the visitor the picture: serve it anyway and say so in the log.
          await cache
            .put(key, ext, rendered)
            .catch((error: unknown) => log(`image cache write failed: ${String(error)}`));
          return rendered;
        });
        rendering.set(key, pending);
        void pending.finally(() => rendering.delete(key)).catch(() => undefined);
      }
      body = await pending;
    }
    res.writeHead(200, {
      'content-type': format === 'webp' ? 'image/webp' : 'image/jpeg',
      'content-length': body.length,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept',
      'x-image-cache': hit ? 'hit' : 'miss',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
