import type { Rhythm } from '../../repositories/types.js';

/**
 * Twingle's donation push (docs/architecture.md §7): the fields of CiviCRM's TwingleDonation.submit / .endrecurring / .cancel
 * (systopia/de.systopia.twingle, api/v3/TwingleDonation/*.php) — what a push is, its limits and how it is refused.
 * Read and checked without any transport (twinglePushFields.ts, twinglePushBody.ts), so the Node endpoint and the
 * browser mock (MSW) refuse exactly the same pushes with exactly the same words.
 */

export type TwingleAction = 'submit' | 'endrecurring' | 'cancel';

/** A push as flat text fields (a form body, or a JSON object of scalars). */
export type TwingleFields = Record<string, string>;

/** Fixed keys for development, tests, dev:mock and the sandbox widget; production must set its own (config.ts). */
export const SANDBOX_TWINGLE_KEYS = { apiKey: 'sandbox-twingle-api-key', siteKey: 'sandbox-twingle-site-key' } as const;

/** The most one push may be (Twingle's fields are short); the Node endpoint stops reading beyond it. */
export const TWINGLE_PUSH_MAX_BYTES = 20 * 1024;

/** 5 € plant one tree; the upper limit is DonationService's. */
export const MIN_PUSH_AMOUNT_CENTS = 500;
export const MAX_PUSH_AMOUNT_CENTS = 100_000 * 100;

/** Twingle's payment methods (CRM_Twingle_Profile::paymentInstruments without the pi_ prefix). */
export const TWINGLE_PAYMENT_METHODS = [
  'banktransfer',
  'debit_manual',
  'debit_automatic',
  'creditcard',
  'mobilephone_germany',
  'paypal',
  'sofortueberweisung',
  'amazonpay',
  'applepay',
  'googlepay',
  'paydirekt',
  'twint',
  'ideal',
  'post_finance',
  'bancontact',
  'generic',
] as const;

export type TwingleStatus = 400 | 401 | 404 | 405 | 409 | 413 | 415 | 422 | 500;

/** A refused push: HTTP status, CiviCRM-like error_code, a German message naming the field. */
export class TwinglePushError extends Error {
  constructor(
    readonly status: TwingleStatus,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'TwinglePushError';
  }
}

export interface TwingleDonationPush {
  projectId: string;
  trxId: string;
  confirmedAt: Date;
  purpose: string | null;
  amountCents: number;
  currency: 'EUR';
  paymentMethod: string;
  rhythm: Rhythm;
  /** Our payment-intent id (tw_cid); required for a first payment, optional for an instalment. */
  campaignId: string | null;
  /** Set for the instalments of a recurring donation: the first payment's trx_id. */
  parentTrxId: string | null;
  isTest: boolean;
  /** „Baum verschenken“ from Twingle's custom fields (TWINGLE_GIFT_FIELDS), if the donor filled them in. */
  gift: TwingleGiftFields | null;
}

/**
 * The custom fields of Twingle's push that carry a gift („Baum verschenken“), inside `custom_fields` (a JSON object, as
 * Twingle sends its widgets' custom fields) or as plain fields of the push. The gift the app stored with the intent
 * wins; these make one only where the intent has none.
 */
export const TWINGLE_GIFT_FIELDS = {
  recipientName: 'klimahain_gift_recipient_name',
  recipientEmail: 'klimahain_gift_recipient_email',
  message: 'klimahain_gift_message',
  deliverOn: 'klimahain_gift_deliver_on',
} as const;

export interface TwingleGiftFields {
  recipientName: string;
  recipientEmail: string | null;
  message: string | null;
  /** yyyy-MM-dd */
  deliverOn: string;
}

export interface TwingleEndPush {
  projectId: string;
  trxId: string;
  endedAt: Date;
}

export interface TwingleCancelPush {
  projectId: string;
  trxId: string;
  cancelledAt: Date;
  reason: string | null;
}

/** A required field the push lacks. */
export const missingField = (field: string) =>
  new TwinglePushError(400, 'missing_field', `Das Feld „${field}“ fehlt.`, field);
/** A field the push has in a shape it may not have; `message` follows the field's name. */
export const invalidField = (field: string, message: string) =>
  new TwinglePushError(400, 'invalid_format', `Das Feld „${field}“ ${message}`, field);
