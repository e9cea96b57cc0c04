import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodedPath } from '../staticFiles.js';
import { problem, sendJson } from './sendJson.js';

/** Answers a request at one path. */
type Endpoint = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
/** Answers the paths it serves and returns false for any other. */
type PathRoutes = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean>;

export interface Routes {
  /** /healthz and /readyz. */
  health: PathRoutes;
  graphql: Endpoint;
  image: Endpoint;
  /** The tree provider's progress report; knows its own path. */
  providerImport: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  /** Twingle's donation push and, outside production, the sandbox widget. */
  twingle: PathRoutes;
  /** A shared footprint result's page and picture. */
  share: PathRoutes;
  /** A gift certificate's PDF by its link. */
  giftPdf: PathRoutes;
  /** The built app (dist/), if this server serves it. */
  staticFiles: PathRoutes | null;
}

/** Which handler answers a request; 404 (JSON) for what none of them serves. */
export function router(routes: Routes) {
  return async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = decodedPath(req.url);
    if (path === null) return sendJson(res, 400, problem('BAD_REQUEST', 'Diese Adresse ist ungültig.'));
    if (await routes.health(req, res, path)) return;
    if (path === '/graphql') return routes.graphql(req, res);
    if (path === '/_image') return routes.image(req, res);
    if (await routes.providerImport(req, res)) return;
    if (await routes.twingle(req, res, path)) return;
    if (await routes.share(req, res, path)) return;
    if (await routes.giftPdf(req, res, path)) return;
    const serveStatic = routes.staticFiles;
    if (serveStatic && (await serveStatic(req, res, path))) return;
    if (serveStatic && req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, problem('METHOD_NOT_ALLOWED', 'Diese Methode ist hier nicht erlaubt.'), {
        allow: 'GET, HEAD',
      });
    }
    sendJson(res, 404, problem('NOT_FOUND', 'Nicht gefunden.'));
  };
}
