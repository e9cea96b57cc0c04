import type { APIRequestContext } from '@playwright/test';
import { formatTwingleDate } from '../../server/core/domain/donations/twinglePush';

/** The e2e server's Twingle keys (startServer.ts sets them): the specs play Twingle's donation push with them. */
export const E2E_TWINGLE_KEYS = {
  apiKey: 'e2e-twingle-api-key-0123456789',
  siteKey: 'e2e-twingle-site-key-0123456789',
};

/** A transaction id no other spec, project or run uses. */
export const uniqueTrx = (label: string) =>
  `E2E-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

/** Twingle's push of a first payment (campaign_id = our payment intent), as CiviCRM's TwingleDonation.submit takes it. */
export function firstPayment(
  campaignId: string,
  trxId: string,
  fields: Record<string, string> = {},
): Record<string, string> {
  return {
    project_id: 'e2e-klimahain',
    trx_id: trxId,
    confirmed_at: formatTwingleDate(new Date(Date.now() - 60_000)),
    purpose: 'Baumspende Klimahain',
    amount: '3000',
    currency: 'EUR',
    payment_method: 'debit_automatic',
    donation_rhythm: 'monthly',
    campaign_id: campaignId,
    ...fields,
  };
}

/** Sends a push to /webhooks/twingle[/end|/cancel] as a form, with the e2e keys unless others are given. */
export function sendPush(
  request: APIRequestContext,
  fields: Record<string, string>,
  path = '/webhooks/twingle',
  keys = E2E_TWINGLE_KEYS,
) {
  return request.post(path, { form: { api_key: keys.apiKey, key: keys.siteKey, ...fields } });
}
