import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  isInfrastructureError,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_SECONDS,
} from '../../core/errors.js';
import { loggedPath } from './accessLog.js';
import { isClientAbort } from './readLimitedBody.js';
import { problem, sendJson } from './sendJson.js';
import type { ServerLog } from './serverLog.js';

/**
 * What a request whose handler threw gets, so no request can end the process: nothing if the client went away, 503
 * with Retry-After while the store is down, else a logged 500 with a masked body.
 */
export function answerFailedRequest(log: ServerLog) {
  return (req: IncomingMessage, res: ServerResponse, error: unknown): void => {
    // The path as the access log has it: no query string, which may hold an address or a token.
    const where = { method: req.method, path: loggedPath(req.url) };
    // (req.destroyed says nothing here: a request whose body was read to the end is destroyed, its socket is not.)
    if (isClientAbort(error) || req.socket.destroyed) {
      // The client went away (or a timeout closed its connection): nothing to answer, nothing broken here.
      log.event('info', 'client aborted', where);
      if (!res.writableEnded) res.destroy();
      return;
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    if (isInfrastructureError(error)) {
      // The store (or another part) is down for a moment: 503 with Retry-After, so a caller (Twingle's push,
      // the provider's import) tries again instead of taking it for a refusal.
      log.event('warn', 'service unavailable', { ...where, error: detail });
      return sendJson(res, 503, problem('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE), {
        'retry-after': String(SERVICE_UNAVAILABLE_RETRY_SECONDS),
      });
    }
    log.event('error', 'request failed', { ...where, error: detail });
    sendJson(res, 500, problem('INTERNAL_SERVER_ERROR', 'Unexpected error.'));
  };
}
