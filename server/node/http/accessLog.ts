import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerLog } from './serverLog.js';

/** The GraphQL operation a request ran, set by graphqlEndpoint once it has read the body. */
export const operationOf = new WeakMap<IncomingMessage, string>();

// A caller's (or proxy's) id is kept if it looks like one; anything else is replaced, so nothing arbitrary is logged.
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * One line per request, once it is answered: id, method, path without the query string, operation, status and
 * milliseconds. The id comes from `x-request-id` or is made here, and is sent back in the same header, so a user's
 * report and the log line meet.
 */
export function accessLog(log: ServerLog) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('x-request-id', id);
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      log.event(res.statusCode >= 500 ? 'error' : 'info', 'request', {
        id,
        method: req.method,
        path: (req.url ?? '/').split('?')[0].slice(0, 200),
        operation: operationOf.get(req),
        status: res.writableFinished ? res.statusCode : 499,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    };
    res.once('finish', write);
    res.once('close', write);
  };
}
