import type { IncomingMessage } from 'node:http';

/** The client went away while its request was arriving (closed, reset): no bug here, logged at info level. */
export class ClientAbortedError extends Error {
  override name = 'ClientAbortedError';
  readonly code = 'ECONNRESET';
  constructor() {
    super('client aborted the request');
  }
}

/** Whether an error only says that the client went away (our own, or node:http's "aborted" / ECONNRESET / EPIPE). */
export function isClientAbort(error: unknown): boolean {
  if (error instanceof ClientAbortedError) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ECONNRESET' || code === 'EPIPE' || code === 'ERR_STREAM_PREMATURE_CLOSE' || message === 'aborted';
}

/**
 * The body as text, or null as soon as it passes `limit` bytes: a declared Content-Length over the limit is refused
 * before a byte is read, and a chunked body stops being read at the limit — the caller answers 413 at once, and the
 * server closes the connection after that answer (createNodeServer: a response that ends before its request has
 * arrived closes the connection instead of draining the rest). Rejects with ClientAbortedError when the client goes
 * away first.
 */
export function readLimitedBody(req: IncomingMessage, limit: number): Promise<string | null> {
  if (Number(req.headers['content-length']) > limit) {
    req.pause();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      req.pause();
      resolve(null);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error) => {
      stop();
      reject(isClientAbort(error) ? new ClientAbortedError() : error);
    };
    // Without 'end' the request never arrived whole: the client closed the connection or a timeout ended it.
    const onClose = () => {
      stop();
      reject(new ClientAbortedError());
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}
