import type { ServerResponse } from 'node:http';

/** A small JSON answer (errors of the HTTP layer), unless the response has started already. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** The body of an HTTP-layer error, in the shape of a GraphQL answer's errors (message, extensions.code). */
export const problem = (code: string, message: string) => ({ errors: [{ message, extensions: { code } }] });
