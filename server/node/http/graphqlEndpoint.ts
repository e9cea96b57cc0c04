import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KlimahainYoga } from '../../core/yoga.js';
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

/** The Yoga the endpoint hands a request to: by its Node adapter, with the body already read and parsed here. */
export type GraphQLHandler = Pick<KlimahainYoga, 'fetch' | 'handleNodeRequestAndResponse'>;

/**
 * POST /graphql with a JSON body only: a browser cannot send that cross-site without a CORS preflight, which the
 * server does not grant, so a form on another site cannot run mutations (CSRF). Size is limited before parsing;
 * a bad body is a 4xx with a fixed German message, never the parser's own words. The body is read only up to the
 * limit (413 at once).
 */
export function graphqlEndpoint(
  yoga: GraphQLHandler,
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
    let params: unknown;
    try {
      params = JSON.parse(body);
    } catch {
      return refuse(req, res, 400, 'BAD_REQUEST', 'Die Anfrage ist kein gültiges JSON.');
    }
    const { operationName } = (params ?? {}) as { operationName?: unknown };
    // For the access log: a name the client chose, kept only if it looks like one.
    if (typeof operationName === 'string' && /^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(operationName))
      operationOf.set(req, operationName);
    const context: GraphQLServerContext = { clientIp: clientIp(req, config.trustProxy) };
    let response: Response;
    if (typeof params === 'object' && params !== null && Object.keys(params).length > 0) {
      // Yoga's Node adapter takes a body that was read already from `req.body` (as behind a body parser): the request
      // is neither copied into a new Request nor its JSON read and parsed a second time (issue 34, throughput).
      (req as IncomingMessage & { body?: unknown }).body = params;
      response = await yoga.handleNodeRequestAndResponse(req, res, { ...context });
    } else {
      // JSON that is no operation at all (null, a number, {}): Yoga answers it as it answers any such body.
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const url = `http://${req.headers.host ?? 'localhost'}/graphql`;
      response = await yoga.fetch(new Request(url, { method: 'POST', headers, body }), { ...context });
    }
    const text = await response.text();
    const out: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'content-encoding') out[name] = value;
    });
    res.writeHead(response.status, { ...out, 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };
}
