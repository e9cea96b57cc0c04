import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProviderImportService } from '../../core/domain/provider/importService.js';
import {
  isInfrastructureError,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_SECONDS,
} from '../../core/errors.js';
import { readLimitedBody } from '../http/readLimitedBody.js';

export const PROVIDER_IMPORT_PATH = '/provider/import';
/** A year of plots for both projects is far below this; anything bigger is a mistake or an attack. */
export const PROVIDER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export interface ProviderImportHandlerOptions {
  /** PROVIDER_TOKEN; null: the import is not set up here and the route answers 404. */
  token: string | null;
  service: ProviderImportService;
  log: (line: string) => void;
}

/**
 * `POST /provider/import` (docs/architecture.md §7): the tree provider's progress report, `Authorization: Bearer <PROVIDER_TOKEN>`,
 * a JSON body. Answers JSON: 200 with what was applied, 422 with every problem of a refused file, 4xx for a request
 * that is not an import at all. Returns false for every other path, so the server can pass the request on.
 */
export function providerImportHandler({ token, service, log }: ProviderImportHandlerOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== PROVIDER_IMPORT_PATH) return false;
    try {
      if (!token) return send(res, 404, { error: 'Der Import ist auf diesem Server nicht eingerichtet.' });
      if (req.method !== 'POST') return send(res, 405, { error: 'Nur POST.' }, { allow: 'POST' });
      if (!bearerMatches(req.headers.authorization, token)) {
        return send(res, 401, { error: 'Zugangsschlüssel fehlt oder ist falsch.' }, { 'www-authenticate': 'Bearer' });
      }
      if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
        return send(res, 415, { error: 'Die Datei muss als application/json geschickt werden.' });
      }
      const body = await readLimitedBody(req, PROVIDER_IMPORT_MAX_BYTES);
      if (body === null)
        return send(res, 413, { error: `Die Datei ist größer als ${PROVIDER_IMPORT_MAX_BYTES / 1024 / 1024} MB.` });
      let raw: unknown;
      try {
        raw = JSON.parse(body);
      } catch (error) {
        return send(res, 400, {
          ok: false,
          problems: [{ path: '', message: `Kein gültiges JSON: ${(error as Error).message}` }],
        });
      }
      const result = await service.import(raw);
      log(
        result.ok
          ? `provider import: ${result.transitions} steps, ${result.plots} plots, ${result.allocations} allocations, mails ${JSON.stringify(result.mails)}`
          : `provider import refused: ${result.problems.length} problem(s)`,
      );
      return send(res, result.ok ? 200 : 422, result);
    } catch (error) {
      log(`provider import failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      // The store is away for a moment: 503 with Retry-After, so the provider's script sends the file again.
      if (isInfrastructureError(error))
        return send(
          res,
          503,
          { error: `${SERVICE_UNAVAILABLE_MESSAGE} Es wurde nichts übernommen.` },
          { 'retry-after': String(SERVICE_UNAVAILABLE_RETRY_SECONDS) },
        );
      return send(res, 500, { error: 'Unerwarteter Fehler; es wurde nichts übernommen.' });
    }
  };
}

/** Compares hashes of equal length, so the time taken says nothing about how much of the token was right. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): true {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(text);
  return true;
}
