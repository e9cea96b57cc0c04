import type { IncomingMessage, ServerResponse } from 'node:http';
import { TWINGLE_PUSH_MAX_BYTES, type TwingleFields } from '../../core/domain/donations/twinglePush.js';
import type { TwingleAnswerBody } from '../../core/domain/donations/twinglePushEndpoint.js';
import {
  endRecurringInSandbox,
  instalmentInSandbox,
  payInSandbox,
} from '../../core/domain/donations/twinglePushSandbox.js';
import type { DonationRepository } from '../../core/repositories/types.js';
import { readLimitedBody } from './readLimitedBody.js';
import { SANDBOX_PREFIX, sandboxAsset } from './sandboxAssets.js';
import { sendTwingleJson } from './sendTwingleJson.js';

export interface TwingleSandboxOptions {
  /** config.production: the sandbox does not exist there (404 for every path). */
  production: boolean;
  /** APP_URL: its origin may frame the widget. */
  appUrl: string;
  keys: { apiKey: string; siteKey: string };
  donations: DonationRepository;
  /** Headers for the framed page: the site's CSP, but the app may frame it. */
  frameHeaders: Record<string, string>;
  log: (line: string) => void;
}

/**
 * The sandbox widget under /_sandbox/twingle (docs/architecture.md §7), development and e2e only: the page and its assets (GET),
 * `pay` (the form's payment → a push like Twingle's, over loopback HTTP to our own /webhooks/twingle),
 * `instalment` (the next monthly instalment of a donation) and `endrecurring` (Twingle's push once the team ended an
 * Abo in the Twingle Manager). Returns false for other paths.
 */
export function twingleSandbox({ production, appUrl, keys, donations, frameHeaders, log }: TwingleSandboxOptions) {
  const appOrigin = new URL(appUrl).origin;
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    if (path !== SANDBOX_PREFIX && !path.startsWith(`${SANDBOX_PREFIX}/`)) return false;
    const notFound = () => (
      sendTwingleJson(res, 404, { errors: [{ message: 'Nicht gefunden.', extensions: { code: 'NOT_FOUND' } }] }),
      true
    );
    if (production) return notFound();
    const rest = path.slice(SANDBOX_PREFIX.length + 1);

    if (rest === 'pay' || rest === 'instalment' || rest === 'endrecurring') {
      if (req.method !== 'POST')
        return (sendTwingleJson(res, 405, { ok: false, error: 'Nur POST.' }, { allow: 'POST' }), true);
      const text = await readLimitedBody(req, TWINGLE_PUSH_MAX_BYTES);
      let body: unknown = null;
      try {
        body = text === null ? null : JSON.parse(text);
      } catch {
        body = null;
      }
      const send = (fields: TwingleFields) =>
        pushOverLoopback(req, fields, rest === 'endrecurring' ? '/webhooks/twingle/end' : '/webhooks/twingle');
      const now = new Date();
      const answer =
        rest === 'pay'
          ? await payInSandbox(body, { keys, now, send })
          : rest === 'instalment'
            ? await instalmentInSandbox(body, { donations, keys, now, send })
            : await endRecurringInSandbox(body, { donations, keys, now, send });
      log(`twingle sandbox ${rest}: ${answer.status}`);
      sendTwingleJson(res, answer.status, answer.body);
      return true;
    }

    if (req.method !== 'GET' && req.method !== 'HEAD')
      return (sendTwingleJson(res, 405, { ok: false, error: 'Nur GET.' }, { allow: 'GET, HEAD' }), true);
    const asset = await sandboxAsset(rest, appOrigin);
    if (!asset) return notFound();
    if (asset.page) {
      res.removeHeader('x-frame-options');
      for (const [name, value] of Object.entries(frameHeaders)) res.setHeader(name, value);
    }
    res.writeHead(200, {
      'content-type': asset.type,
      'content-length': String(Buffer.byteLength(asset.body)),
      'cache-control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : asset.body);
    return true;
  };
}

/** Sends the push to this very server's /webhooks/twingle, as Twingle would: a form POST over HTTP. */
async function pushOverLoopback(req: IncomingMessage, fields: TwingleFields, path: string): Promise<TwingleAnswerBody> {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  const response = await fetch(`http://${host}:${req.socket.localPort}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return (await response.json()) as TwingleAnswerBody;
}
