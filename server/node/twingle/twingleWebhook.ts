import type { IncomingMessage, ServerResponse } from 'node:http';
import { parsePushBody, TWINGLE_PUSH_MAX_BYTES, TwinglePushError } from '../../core/domain/donations/twinglePush.js';
import { answerTwinglePush, error, TWINGLE_WEBHOOK_ACTIONS } from '../../core/domain/donations/twinglePushEndpoint.js';
import type { TwinglePushService } from '../../core/domain/donations/twinglePushService.js';
import { keysMatcher } from './keysMatch.js';
import { readLimitedBody } from './readLimitedBody.js';
import { sendTwingleJson } from './sendTwingleJson.js';

export interface TwingleWebhookOptions {
  service: TwinglePushService;
  /** TWINGLE_API_KEY / TWINGLE_SITE_KEY (config.twingle). */
  keys: { apiKey: string; siteKey: string };
  log: (line: string) => void;
}

/**
 * `POST /webhooks/twingle` (submit), `/webhooks/twingle/end` (endrecurring) and `/webhooks/twingle/cancel` (docs/architecture.md §7):
 * Twingle's push as a form or JSON body of at most 20 kB, answered in CiviCRM's JSON. Returns false for other paths.
 */
export function twingleWebhook({ service, keys, log }: TwingleWebhookOptions) {
  const keysMatch = keysMatcher(keys);
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    const action = TWINGLE_WEBHOOK_ACTIONS[path];
    if (!action) return false;
    const refuse = (refusal: TwinglePushError, headers?: Record<string, string>) => {
      log(`twingle ${action}: ${refusal.status} ${refusal.code}`);
      const answer = error(refusal);
      sendTwingleJson(res, answer.status, answer.body, headers);
      return true;
    };
    if (req.method !== 'POST')
      return refuse(new TwinglePushError(405, 'method_not_allowed', 'Nur POST.'), { allow: 'POST' });
    const body = await readLimitedBody(req, TWINGLE_PUSH_MAX_BYTES);
    if (body === null)
      return refuse(new TwinglePushError(413, 'payload_too_large', 'Die Spende ist größer als 20 kB.'));
    let fields;
    try {
      fields = parsePushBody(req.headers['content-type'], body);
    } catch (caught) {
      if (caught instanceof TwinglePushError) return refuse(caught);
      throw caught;
    }
    const answer = await answerTwinglePush(action, fields, { service, keysMatch, log });
    sendTwingleJson(res, answer.status, answer.body);
    return true;
  };
}
