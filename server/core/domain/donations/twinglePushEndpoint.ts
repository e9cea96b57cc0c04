import {
  parseCancelPush,
  parseDonationPush,
  parseEndPush,
  pushCredentials,
  TwinglePushError,
  type TwingleAction,
  type TwingleFields,
} from './twinglePush.js';
import type { TwinglePushService } from './twinglePushService.js';

/** CiviCRM's API answer: `is_error` 0 with the values, or 1 with a message and a code. */
export type TwingleAnswerBody =
  | { is_error: 0; version: 3; count: 1; values: Record<string, string | null> }
  | { is_error: 1; error_message: string; error_code: string; error_field?: string };

export interface TwingleAnswer {
  status: number;
  body: TwingleAnswerBody;
}

export interface TwinglePushEndpointDeps {
  service: TwinglePushService;
  /** Compares the push's keys with the configured ones in constant time (Node: crypto.timingSafeEqual). */
  keysMatch(given: { apiKey: string; siteKey: string }): boolean | Promise<boolean>;
  /** One line per push, without personal data. */
  log(line: string): void;
}

/** The webhook paths (docs/architecture.md §7) and the CiviCRM action each one stands for. */
export const TWINGLE_WEBHOOK_ACTIONS: Record<string, TwingleAction> = {
  '/webhooks/twingle': 'submit',
  '/webhooks/twingle/end': 'endrecurring',
  '/webhooks/twingle/cancel': 'cancel',
};

/**
 * One push, transport-free: keys first (nothing is read or stored for a stranger), then the fields, then the service.
 * Node's endpoint and the browser mock both answer through this.
 */
export async function answerTwinglePush(
  action: TwingleAction,
  fields: TwingleFields,
  deps: TwinglePushEndpointDeps,
): Promise<TwingleAnswer> {
  const answer = await answer_(action, fields, deps);
  const trx = typeof fields.trx_id === 'string' && /^[\w.:-]{1,100}$/.test(fields.trx_id) ? fields.trx_id : '-';
  deps.log(
    answer.body.is_error === 0
      ? `twingle ${action}: ${answer.status} ${answer.body.values.status} donation ${answer.body.values.donation_id} trx ${trx}`
      : `twingle ${action}: ${answer.status} ${answer.body.error_code}${answer.body.error_field ? ` (${answer.body.error_field})` : ''} trx ${trx}`,
  );
  return answer;
}

async function answer_(
  action: TwingleAction,
  fields: TwingleFields,
  deps: TwinglePushEndpointDeps,
): Promise<TwingleAnswer> {
  try {
    if (!(await deps.keysMatch(pushCredentials(fields)))) {
      return error(new TwinglePushError(401, 'unauthorized', 'api_key oder key fehlt oder ist falsch.'));
    }
    const result =
      action === 'submit'
        ? await deps.service.record(parseDonationPush(fields))
        : action === 'endrecurring'
          ? await deps.service.endRecurring(parseEndPush(fields))
          : await deps.service.cancel(parseCancelPush(fields));
    return {
      status: 200,
      body: {
        is_error: 0,
        version: 3,
        count: 1,
        values: {
          status: result.status,
          donation_id: result.donationId,
          order_id: result.orderId,
          trx_id: fields.trx_id ?? null,
        },
      },
    };
  } catch (caught) {
    if (caught instanceof TwinglePushError) return error(caught);
    throw caught;
  }
}

/** A refusal as CiviCRM words it (the transport adds the HTTP status). */
export function error(refusal: TwinglePushError): TwingleAnswer {
  return {
    status: refusal.status,
    body: {
      is_error: 1,
      error_message: refusal.message,
      error_code: refusal.code,
      ...(refusal.field ? { error_field: refusal.field } : {}),
    },
  };
}
