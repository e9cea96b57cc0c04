import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { COMPRESSIBLE, compressedFile, pickEncoding } from './compressedFile.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/**
 * The request's path, percent-decoded; null when it cannot be decoded (`/%`, `/assets/%zz.js`) or holds a NUL,
 * which the caller answers with 400 instead of letting decodeURIComponent throw.
 */
export function decodedPath(url: string | undefined): string | null {
  try {
    const pathname = decodeURIComponent(new URL(url ?? '/', 'http://local').pathname);
    return pathname.includes('\0') ? null : pathname;
  } catch {
    return null;
  }
}

/**
 * Hidden paths (`/.vite/manifest.json`, `/.vite/klimahain-build.json`, any `/.name`) are the build's own records,
 * never the app's: they answer 404. Only `/.well-known/` is public by convention.
 */
export function isHiddenPath(pathname: string): boolean {
  return pathname.split(/[\\/]+/).some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

/** Where the build put the prerendered public pages (vite.prerender.ts). */
const PRERENDERED = 'prerendered';

/** A regular file and its stat, or null. */
async function regularFile(file: string) {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { file, info } : null;
}

/**
 * The file for a page address: its prerendered HTML when the build made one (/projekte/uganda →
 * prerendered/projekte/uganda/index.html), else the app's index.html. Each candidate is looked up once.
 */
async function pageFile(base: string, pathname: string) {
  const prerendered = normalize(join(base, PRERENDERED, pathname.replace(/\/+$/, ''), 'index.html'));
  const found = prerendered.startsWith(join(base, PRERENDERED)) ? await regularFile(prerendered) : null;
  return found ?? regularFile(join(base, 'index.html'));
}

/**
 * Serves the built app from `root`: hashed files under /assets are cached for a year; a public page's address gets
 * its prerendered HTML, any other path without a file extension index.html, so the client router shows the page (or
 * its German 404 page). HTML is never cached without asking (`no-cache`): a new build shows at once. Text files go out with
 * brotli or gzip when the browser accepts it (a CDN in front would do the same). Source maps are never served:
 * the build keeps them for error reports only; nor is anything under a hidden folder such as `.vite/` (isHiddenPath).
 */
export function staticFiles(root: string) {
  const base = normalize(root + sep);
  return async function serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (extname(pathname) === '.map') return false;
    if (isHiddenPath(pathname)) return false;
    const wanted = normalize(join(base, pathname));
    if (!wanted.startsWith(base)) return false;
    const found = extname(pathname) ? await regularFile(wanted) : await pageFile(base, pathname);
    if (!found) return false;
    const { file, info } = found;
    const headers: Record<string, string | number> = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const encoding = COMPRESSIBLE.has(extname(file)) ? pickEncoding(req.headers['accept-encoding']) : null;
    if (COMPRESSIBLE.has(extname(file))) headers.vary = 'accept-encoding';
    if (encoding) {
      const body = await compressedFile(file, info.mtimeMs, encoding);
      res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    res.writeHead(200, { ...headers, 'content-length': info.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
    return true;
  };
}
