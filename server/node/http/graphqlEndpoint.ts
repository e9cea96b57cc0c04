import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../config.js';
import { operationOf } from './accessLog.js';
import { clientIp } from './clientIp.js';
import { readLimitedBody } from './readLimitedBody.js';
import { sendJson } from './sendJson.js';

/** The largest operation the app sends is a few kB (a calculator save with its answers); this leaves room. */
export const MAX_BODY_BYTES = 100 * 1024;

export interface GraphQLServerContext {
  /** The caller's address, for rate limits. */
  clientIp: string;
}

type Fetch = (request: Request, context: GraphQLServerContext) => Promise<Response> | Response;

/**
 * POST /graphql with a JSON body only: a browser cannot send that cross-site without a CORS preflight, which the
 * server does not grant, so a form on another site cannot run mutations (CSRF). Size is limited before parsing;
 * a bad body is a 4xx with a fixed German message, never the parser's own words. The body is read only up to the
 * limit (413 at once).
 */
export function graphqlEndpoint(
  fetchGraphQL: Fetch,
  config: Pick<ServerConfig, 'trustProxy'>,
  log: (line: string) => void,
) {
  const refuse = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    code: string,
    message: string,
    headers?: Record<string, string>,
  ) => {
    log(`${req.method} - ${status} refused: ${code}`);
    sendJson(res, status, { errors: [{ message, extensions: { code } }] }, headers);
  };
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      return refuse(req, res, 405, 'METHOD_NOT_ALLOWED', 'Nur POST-Anfragen sind erlaubt.', { allow: 'POST' });
    }
    if (!/^application\/(graphql-response\+)?json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
      return refuse(
        req,
        res,
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Die Anfrage muss JSON sein (Content-Type: application/json).',
      );
    }
    const body = await readLimitedBody(req, MAX_BODY_BYTES);
    if (body === null) {
      // Answered as soon as the limit is passed; the rest is not read, the connection closes after this answer.
      return refuse(req, res, 413, 'PAYLOAD_TOO_LARGE', 'Die Anfrage ist zu groß.', { connection: 'close' });
    }
    try {
      const { operationName } = (JSON.parse(body) ?? {}) as { operationName?: unknown };
      // For the access log: a name the client chose, kept only if it looks like one.
      if (typeof operationName === 'string' && /^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(operationName))
        operationOf.set(req, operationName);
    } catch {
      return refuse(req, res, 400, 'BAD_REQUEST', 'Die Anfrage ist kein gültiges JSON.');
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const request = new Request(`http://${req.headers.host ?? 'localhost'}/graphql`, { method: 'POST', headers, body });
    const response = await fetchGraphQL(request, { clientIp: clientIp(req, config.trustProxy) });
    const text = await response.text();
    const out: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'content-encoding') out[name] = value;
    });
    res.writeHead(response.status, { ...out, 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };
}
