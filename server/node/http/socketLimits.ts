import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { HttpTimeouts } from '../config.js';

/**
 * node:http with limits on how long a connection may take: slow headers get 408 and the connection closes; so does a
 * request (body included) that takes longer. Every request's answer closes the connection when it comes before the
 * request's body (closeIfAnsweredEarly).
 */
export function createLimitedServer(
  { headersMs, requestMs, keepAliveMs }: HttpTimeouts,
  listener: RequestListener,
): Server {
  const server = createServer(
    {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      // node:http checks these every 30 s by default: a slow client could hold on for up to that much longer.
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(headersMs / 4))),
    },
    listener,
  );
  // Longer than a proxy's idle timeout (ALB and nginx: 60 s), so the proxy, not this server, closes an idle connection.
  server.keepAliveTimeout = keepAliveMs;
  return server;
}

/** How much of an unwanted body is still read after the answer (bytes, milliseconds), so the client can read it. */
const LINGER_BYTES = 512 * 1024;
const LINGER_MS = 2000;

/**
 * An answer given before the request's body has arrived (413, 415, 401 …) says `Connection: close` and closes the
 * connection, rather than let node:http read the rest of a body nobody wants (it drains all of it to keep the
 * connection alive). Closing at once would reset the connection while the client is still sending, and a reset can
 * take the answer with it; so the server says it is done (FIN after the answer), reads on for a little (at most
 * LINGER_BYTES or LINGER_MS), then ends the connection — as Apache's and Go's servers do.
 */
export function closeIfAnsweredEarly(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead;
  // node:http writes implicit headers through this method too (res.end without writeHead).
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // A request without a body has nothing left to read (it may still be incomplete while its handler runs).
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (hasBody && !req.complete && !this.headersSent) {
      this.setHeader('connection', 'close');
      // node:http ends a `Connection: close` response's socket with destroySoon(): linger instead.
      const socket = req.socket;
      socket.destroySoon = () => lingeringClose(socket);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

function lingeringClose(socket: IncomingMessage['socket']): void {
  if (socket.destroyed) return;
  socket.end();
  const readBefore = socket.bytesRead;
  const startedAt = Date.now();
  const check = setInterval(() => {
    if (socket.bytesRead - readBefore > LINGER_BYTES || Date.now() - startedAt > LINGER_MS) socket.destroy();
  }, 20);
  check.unref();
  socket.once('close', () => clearInterval(check));
}
