import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerLog } from './serverLog.js';

/** The GraphQL operation a request ran, set by graphqlEndpoint once it has read the body. */
export const operationOf = new WeakMap<IncomingMessage, string>();

// A caller's (or proxy's) id is kept if it looks like one; anything else is replaced, so nothing arbitrary is logged.
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** A path segment that is a capability rather than a route (a gift's token, any UUID or long random id). */
const TOKEN_SEGMENT = /^(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}$/;

/**
 * The path as logged: no query string (addresses, tokens and search terms travel there), at most 200 characters, and
 * secret-looking segments replaced — `/geschenk/<token>` is logged as `/geschenk/:token`, a segment holding an
 * e-mail address (a stranger may request any path) as `:address`.
 */
export function loggedPath(url: string | undefined): string {
  return (url ?? '/')
    .split(/[?#]/)[0]
    .slice(0, 200)
    .split('/')
    .map((segment, i, all) =>
      // The Abo behind a link „Abo verwalten“ (issue 33 §2) is nobody's business in a log, whatever its id looks like.
      all[i - 1] === 'verwalten' && all[i - 2] === 'abo'
        ? ':abo'
        : TOKEN_SEGMENT.test(segment)
          ? ':token'
          : /@|%40/i.test(segment)
            ? ':address'
            : segment,
    )
    .join('/');
}

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
        path: loggedPath(req.url),
        operation: operationOf.get(req),
        // 499 (nginx's "client closed request") only when the connection closed before the answer was complete;
        // 'close' may come before 'finish' for an answer that was fully handed over (a piped file), which is no 499.
        status: res.writableEnded ? res.statusCode : 499,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    };
    res.once('finish', write);
    res.once('close', write);
  };
}
