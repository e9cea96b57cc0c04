import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CatalogSource } from '../../core/domain/calculator/catalogs.js';
import { readSharedResult, SHARE_PATH_PREFIX } from '../../core/domain/calculator/sharedResult.js';
import { shareImageCache } from './shareImage.js';
import { sharePage } from './sharePage.js';

const IMAGE_SUFFIX = '/bild.png';

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="de"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Ergebnis nicht gefunden | Klimahain</title><meta name="robots" content="noindex" /></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 0 auto; padding: 2rem 1.25rem">
<h1>Dieses Ergebnis gibt es nicht</h1>
<p>Der Link ist unvollständig oder verändert. Vielleicht wurde er beim Kopieren abgeschnitten.</p>
<p><a href="/co2-rechner">Berechne deinen eigenen CO₂-Fußabdruck</a></p>
</body></html>
`;

/**
 * The share links of calculator results (issue 26 §3): `/ergebnis/<catalog>/<sums>` is a page without scripts,
 * `…/bild.png` its link-preview picture. The figures are all in the link, so both may be cached for long.
 * Returns false for other paths.
 */
export function shareRoutes(catalogs: CatalogSource, appUrl: string) {
  const origin = new URL(appUrl).origin;
  const picture = shareImageCache();
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    if (!path.startsWith(SHARE_PATH_PREFIX)) return false;
    const isImage = path.endsWith(IMAGE_SUFFIX);
    const code = path.slice(SHARE_PATH_PREFIX.length, isImage ? -IMAGE_SUFFIX.length : undefined);
    const result = readSharedResult((country, version) => catalogs.exact(country, version), code);
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Nur GET.');
      return true;
    }
    if (!result) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(head ? undefined : NOT_FOUND_PAGE);
      return true;
    }
    const cache = 'public, max-age=86400, stale-while-revalidate=604800';
    const body = isImage ? await picture(result) : Buffer.from(sharePage(result, origin));
    res.writeHead(200, {
      'content-type': isImage ? 'image/png' : 'text/html; charset=utf-8',
      'content-length': body.length,
      'cache-control': cache,
    });
    res.end(head ? undefined : body);
    return true;
  };
}
