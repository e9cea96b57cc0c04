import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './sendJson.js';

export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * `/healthz`: the process answers (no database involved, for a liveness probe that must not restart the app when
 * PostgreSQL is away). `/readyz`: the database answers and every migration is applied — a load balancer sends
 * traffic only then. Returns false for other paths.
 */
export function healthRoutes(readiness: () => Promise<Readiness>) {
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    if (path !== '/healthz' && path !== '/readyz') return false;
    const noStore = { 'cache-control': 'no-store' };
    if (path === '/healthz') {
      sendJson(res, 200, { status: 'ok' }, noStore);
      return true;
    }
    const state = await readiness().catch((error: unknown): Readiness => ({
      ready: false,
      reason: error instanceof Error ? error.message : String(error),
    }));
    if (state.ready) sendJson(res, 200, { status: 'ready' }, noStore);
    else sendJson(res, 503, { status: 'unavailable', reason: state.reason }, noStore);
    return true;
  };
}
