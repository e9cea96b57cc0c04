import type { Rhythm } from '../../repositories/types.js';
import { isRecurring, isRhythm } from './rhythms.js';
import { parseTwingleDate } from './twinglePushDates.js';
import {
  invalidField as invalid,
  MAX_PUSH_AMOUNT_CENTS,
  MIN_PUSH_AMOUNT_CENTS,
  missingField as missing,
  TWINGLE_GIFT_FIELDS,
  TWINGLE_PAYMENT_METHODS,
  type TwingleCancelPush,
  type TwingleDonationPush,
  type TwingleEndPush,
  type TwingleFields,
  type TwingleGiftFields,
} from './twinglePushFormat.js';

/** Transaction ids and campaign ids: Twingle's are short alphanumerics; ours are UUIDs. */
const ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

function required(fields: TwingleFields, field: string): string {
  const value = fields[field]?.trim();
  if (!value) throw missing(field);
  return value;
}

function optional(fields: TwingleFields, field: string, max = 255): string | null {
  const value = fields[field]?.trim();
  if (!value) return null;
  if (value.length > max) throw invalid(field, `ist länger als ${max} Zeichen.`);
  return value;
}

function id(fields: TwingleFields, field: string): string {
  const value = required(fields, field);
  if (!ID.test(value))
    throw invalid(field, 'ist keine gültige Kennung (Buchstaben, Ziffern, . _ : -, höchstens 100 Zeichen).');
  return value;
}

function optionalId(fields: TwingleFields, field: string): string | null {
  return fields[field]?.trim() ? id(fields, field) : null;
}

function flag(fields: TwingleFields, field: string): boolean {
  const value = fields[field]?.trim().toLowerCase();
  if (!value || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw invalid(field, 'muss 0 oder 1 sein.');
}

/** Credentials of the push: CiviCRM's REST keys (`api_key` of the API user, `key` of the site). */
export function pushCredentials(fields: TwingleFields): { apiKey: string; siteKey: string } {
  return { apiKey: fields.api_key ?? '', siteKey: fields.key ?? '' };
}

/** TwingleDonation.submit: a first payment (campaign_id) or an instalment (parent_trx_id). */
export function parseDonationPush(fields: TwingleFields): TwingleDonationPush {
  const projectId = required(fields, 'project_id');
  if (projectId.length > 100) throw invalid('project_id', 'ist länger als 100 Zeichen.');
  const trxId = id(fields, 'trx_id');
  const confirmedAt = parseTwingleDate(required(fields, 'confirmed_at'), 'confirmed_at');
  const amountCents = parseCents(required(fields, 'amount'));
  const currency = required(fields, 'currency');
  if (currency !== 'EUR') throw invalid('currency', `muss EUR sein, nicht „${currency.slice(0, 10)}“.`);
  const paymentMethod = required(fields, 'payment_method');
  if (!(TWINGLE_PAYMENT_METHODS as readonly string[]).includes(paymentMethod)) {
    throw invalid('payment_method', `nennt keine bekannte Zahlungsart („${paymentMethod.slice(0, 30)}“).`);
  }
  const rhythm = parseRhythm(required(fields, 'donation_rhythm'));
  const parentTrxId = optionalId(fields, 'parent_trx_id');
  const campaignId = optionalId(fields, 'campaign_id');
  if (!parentTrxId && !campaignId) throw missing('campaign_id');
  if (parentTrxId && !isRecurring(rhythm))
    throw invalid('donation_rhythm', 'darf bei einer Rate (parent_trx_id) nicht „one_time“ sein.');
  if (parentTrxId === trxId) throw invalid('parent_trx_id', 'darf nicht die eigene trx_id sein.');
  optional(fields, 'user_email');
  optional(fields, 'user_firstname');
  optional(fields, 'user_lastname');
  return {
    projectId,
    trxId,
    confirmedAt,
    purpose: optional(fields, 'purpose'),
    amountCents,
    currency: 'EUR',
    paymentMethod,
    rhythm,
    campaignId,
    parentTrxId,
    isTest: flag(fields, 'is_test'),
    gift: parseGiftFields(fields),
  };
}

/** TwingleDonation.endrecurring: a recurring donation ends. */
export function parseEndPush(fields: TwingleFields): TwingleEndPush {
  return {
    projectId: required(fields, 'project_id'),
    trxId: id(fields, 'trx_id'),
    endedAt: parseTwingleDate(required(fields, 'ended_at'), 'ended_at'),
  };
}

/** TwingleDonation.cancel: a payment was cancelled (e.g. a returned debit). */
export function parseCancelPush(fields: TwingleFields): TwingleCancelPush {
  return {
    projectId: required(fields, 'project_id'),
    trxId: id(fields, 'trx_id'),
    cancelledAt: parseTwingleDate(required(fields, 'cancelled_at'), 'cancelled_at'),
    reason: optional(fields, 'cancel_reason'),
  };
}

/** Minor units as Twingle sends them: a whole, positive number of cents, from 5 € to 100 000 €. */
function parseCents(value: string): number {
  if (!/^-?\d+$/.test(value)) throw invalid('amount', 'muss eine ganze Zahl in Cent sein (z. B. 2500 für 25 €).');
  const cents = Number(value);
  if (cents <= 0) throw invalid('amount', 'muss größer als 0 sein.');
  if (cents < MIN_PUSH_AMOUNT_CENTS) throw invalid('amount', 'muss mindestens 500 Cent (5 €, ein Baum) sein.');
  if (cents > MAX_PUSH_AMOUNT_CENTS) throw invalid('amount', 'darf höchstens 10 000 000 Cent (100 000 €) sein.');
  return cents;
}

/** Every rhythm Twingle sends is a paid donation and is recorded; anything else is a broken push. */
function parseRhythm(value: string): Rhythm {
  if (isRhythm(value)) return value;
  throw invalid(
    'donation_rhythm',
    `muss one_time, monthly, quarterly, halfyearly oder yearly sein, nicht „${value.slice(0, 20)}“.`,
  );
}

/** The gift's custom fields of a push; null when it carries none. Shape errors are the push's (400). */
export function parseGiftFields(fields: TwingleFields): TwingleGiftFields | null {
  let custom: Record<string, unknown> = {};
  const raw = fields.custom_fields?.trim();
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) custom = parsed as Record<string, unknown>;
      else throw new Error('not an object');
    } catch {
      throw invalid('custom_fields', 'muss ein JSON-Objekt sein.');
    }
  }
  const read = (name: string, max: number): string | null => {
    const value = custom[name] ?? fields[name];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') throw invalid(name, 'muss Text sein.');
    const text = value.trim();
    if (text.length > max) throw invalid(name, `ist länger als ${max} Zeichen.`);
    return text || null;
  };
  const recipientName = read(TWINGLE_GIFT_FIELDS.recipientName, 200);
  if (!recipientName) return null;
  const deliverOn = read(TWINGLE_GIFT_FIELDS.deliverOn, 10) ?? '';
  if (deliverOn && !/^\d{4}-\d{2}-\d{2}$/.test(deliverOn)) {
    throw invalid(TWINGLE_GIFT_FIELDS.deliverOn, 'muss ein Datum im Format yyyy-MM-dd sein.');
  }
  return {
    recipientName,
    recipientEmail: read(TWINGLE_GIFT_FIELDS.recipientEmail, 254),
    message: read(TWINGLE_GIFT_FIELDS.message, 1200),
    deliverOn,
  };
}
