import type { Rhythm } from '../../repositories/types.js';
import { isRecurring, isRhythm } from './rhythms.js';

/**
 * Twingle's donation push (docs/architecture.md §7): the fields of CiviCRM's TwingleDonation.submit / .endrecurring / .cancel
 * (systopia/de.systopia.twingle, api/v3/TwingleDonation/*.php), read and checked without any transport, so the Node
 * endpoint and the browser mock (MSW) refuse exactly the same pushes with exactly the same words.
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
 * The custom fields of Twingle's push that carry a gift (issue 26 §1), inside `custom_fields` (a JSON object, as
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

const missing = (field: string) => new TwinglePushError(400, 'missing_field', `Das Feld „${field}“ fehlt.`, field);
const invalid = (field: string, message: string) =>
  new TwinglePushError(400, 'invalid_format', `Das Feld „${field}“ ${message}`, field);

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

/** Every rhythm Twingle sends is a paid donation and is recorded (issue 34 §7); anything else is a broken push. */
function parseRhythm(value: string): Rhythm {
  if (isRhythm(value)) return value;
  throw invalid(
    'donation_rhythm',
    `muss one_time, monthly, quarterly, halfyearly oder yearly sein, nicht „${value.slice(0, 20)}“.`,
  );
}

/** YmdHis in Europe/Berlin (Twingle's wall clock), e.g. 20261123190500 → 2026-11-23T18:05:00Z. */
export function parseTwingleDate(value: string, field: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  const bad = () => invalid(field, `ist kein Datum im Format JJJJMMTTHHMMSS („${value.slice(0, 20)}“).`);
  if (!match) throw bad();
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number);
  const calendar = new Date(Date.UTC(y, mo - 1, d));
  const validDay = calendar.getUTCFullYear() === y && calendar.getUTCMonth() === mo - 1 && calendar.getUTCDate() === d;
  if (y < 2000 || y > 2100 || !validDay || h > 23 || mi > 59 || s > 59) throw bad();
  return fromBerlinWallClock(y, mo, d, h, mi, s);
}

/** The Berlin wall-clock time of `date` as YmdHis (what Twingle sends). */
export function formatTwingleDate(date: Date): string {
  return berlinParts(date)
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('');
}

const BERLIN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function berlinParts(date: Date): number[] {
  const parts = Object.fromEntries(BERLIN.formatToParts(date).map((p) => [p.type, p.value]));
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map(Number);
}

/** How far Berlin's wall clock is ahead of UTC at that instant (1 h or 2 h). */
function berlinOffsetMs(instant: number): number {
  const [y, mo, d, h, mi, s] = berlinParts(new Date(instant));
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(instant / 1000) * 1000;
}

function fromBerlinWallClock(y: number, mo: number, d: number, h: number, mi: number, s: number): Date {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // Twice: the offset at the guessed instant can differ from the one at the result around the DST switch.
  const guess = wall - berlinOffsetMs(wall);
  return new Date(wall - berlinOffsetMs(guess));
}

/**
 * A push body as flat text fields: application/x-www-form-urlencoded (what a CiviCRM REST call is) or a JSON object
 * whose values are strings, numbers or booleans.
 */
export function parsePushBody(contentType: string | null | undefined, text: string): TwingleFields {
  const type = (contentType ?? '').toLowerCase();
  if (/^application\/json\b/.test(type)) {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new TwinglePushError(400, 'invalid_format', 'Der Inhalt ist kein gültiges JSON.');
    }
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new TwinglePushError(
        400,
        'invalid_format',
        'Der Inhalt muss ein JSON-Objekt mit den Feldern der Spende sein.',
      );
    }
    const fields: TwingleFields = {};
    for (const [name, value] of Object.entries(raw)) {
      if (value === null || value === undefined) continue;
      if (typeof value === 'string') fields[name] = value;
      else if (typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value);
      else throw invalid(name, 'muss ein einfacher Wert sein (Text, Zahl oder Wahrheitswert).');
    }
    return fields;
  }
  if (/^application\/x-www-form-urlencoded\b/.test(type)) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  throw new TwinglePushError(
    415,
    'unsupported_media_type',
    'Die Spende muss als Formular (application/x-www-form-urlencoded) oder JSON kommen.',
  );
}
