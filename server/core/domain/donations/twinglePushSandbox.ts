import type { DonationRecord, DonationRepository } from '../../repositories/types.js';
import {
  formatTwingleDate,
  MAX_PUSH_AMOUNT_CENTS,
  MIN_PUSH_AMOUNT_CENTS,
  TWINGLE_GIFT_FIELDS,
  type TwingleFields,
} from './twinglePush.js';
import type { TwingleAnswerBody } from './twinglePushEndpoint.js';

/**
 * The sandbox widget's payment (development, e2e, dev:mock; never production): checks the form like a payment page
 * would, with German messages per field, and builds the push exactly as Twingle sends it. Sandbox IBAN and card
 * numbers that "fail" are refused as a payment error, and no push is made for them.
 */

/** Prefilled in the widget: a valid German test IBAN and the usual test card. */
export const SANDBOX_IBAN = 'DE02 1203 0000 0000 2020 51';
export const SANDBOX_CARD = '4242 4242 4242 4242';
/** Entered on purpose, these make the payment fail. */
export const SANDBOX_FAILING_IBAN = 'DE00 0000 0000 0000 0000 00';
export const SANDBOX_DECLINED_CARD = '4000 0000 0000 0002';

export interface SandboxPaymentForm {
  widgetId?: unknown;
  cid?: unknown;
  amount?: unknown;
  rhythm?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  method?: unknown;
  iban?: unknown;
  cardNumber?: unknown;
  cardExpiry?: unknown;
  cardCvc?: unknown;
  /** The widget's custom fields (a gift's klimahain_gift_*), sent on in the push's `custom_fields` as Twingle does. */
  customFields?: unknown;
}

const CUSTOM_FIELD_NAMES: readonly string[] = Object.values(TWINGLE_GIFT_FIELDS);

/** The known custom fields the donor filled in, as the JSON text Twingle puts into `custom_fields`; null if none. */
function customFieldsOf(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const filled = Object.entries(value as Record<string, unknown>).filter(
    ([name, v]) => CUSTOM_FIELD_NAMES.includes(name) && typeof v === 'string' && v.trim() !== '',
  );
  return filled.length > 0
    ? JSON.stringify(Object.fromEntries(filled.map(([n, v]) => [n, (v as string).trim()])))
    : null;
}

export type SandboxPaymentResult =
  | { ok: true; push: TwingleFields; amount: number; rhythm: 'one_time' | 'monthly' }
  | { ok: false; status: 400; fields: Record<string, string> }
  | { ok: false; status: 402; error: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** "25", "25,5", "25,50" or "25.50" euros → cents, or null. */
export function parseEuroCents(value: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value.replace(/\s|€/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** ISO 13616 check digits (mod 97 = 1). */
export function ibanValid(iban: string): boolean {
  const value = compact(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const digits = (value.slice(4) + value.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

export function luhnValid(number: string): boolean {
  const digits = compact(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A sandbox transaction id, like Twingle's short uppercase ones. */
export function sandboxTrxId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `SBX${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

export const WIDGET_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Checks the widget's form and builds the push Twingle would send for it (keys included). */
export function sandboxPayment(
  form: SandboxPaymentForm,
  keys: { apiKey: string; siteKey: string },
  now: Date,
  trxId: string = sandboxTrxId(),
): SandboxPaymentResult {
  const fields: Record<string, string> = {};
  const widgetId = text(form.widgetId);
  const cid = text(form.cid);
  if (!WIDGET_ID.test(widgetId) || !cid)
    fields.form =
      'Dieses Formular wurde nicht von der Spendenseite geöffnet (tw_cid fehlt). Bitte starte die Spende dort neu.';

  const cents = parseEuroCents(text(form.amount));
  if (!text(form.amount)) fields.amount = 'Bitte gib einen Betrag ein.';
  else if (cents === null) fields.amount = 'Bitte gib den Betrag in Euro ein, z. B. 25 oder 25,50.';
  else if (cents < MIN_PUSH_AMOUNT_CENTS) fields.amount = 'Der Betrag muss mindestens 5 € sein (ein Baum).';
  else if (cents > MAX_PUSH_AMOUNT_CENTS) fields.amount = 'Der Betrag darf höchstens 100.000 € sein.';

  const rhythm = form.rhythm === 'one_time' || form.rhythm === 'monthly' ? form.rhythm : null;
  if (!rhythm) fields.rhythm = 'Bitte wähle „einmalig“ oder „monatlich“.';

  const firstName = text(form.firstName);
  const lastName = text(form.lastName);
  const email = text(form.email);
  if (!firstName) fields.firstName = 'Bitte gib deinen Vornamen ein.';
  else if (firstName.length > 100) fields.firstName = 'Der Vorname darf höchstens 100 Zeichen lang sein.';
  if (!lastName) fields.lastName = 'Bitte gib deinen Nachnamen ein.';
  else if (lastName.length > 100) fields.lastName = 'Der Nachname darf höchstens 100 Zeichen lang sein.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    fields.email = 'Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.';

  const method = form.method === 'debit' || form.method === 'creditcard' ? form.method : null;
  if (!method) fields.method = 'Bitte wähle eine Zahlungsart.';
  const iban = compact(text(form.iban));
  const card = compact(text(form.cardNumber));
  if (method === 'debit') {
    if (!iban) fields.iban = 'Bitte gib deine IBAN ein.';
    else if (iban !== compact(SANDBOX_FAILING_IBAN) && !ibanValid(iban))
      fields.iban = 'Diese IBAN ist ungültig. Bitte prüfe sie.';
  }
  if (method === 'creditcard') {
    if (!card) fields.cardNumber = 'Bitte gib die Kartennummer ein.';
    else if (!luhnValid(card)) fields.cardNumber = 'Diese Kartennummer ist ungültig. Bitte prüfe sie.';
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text(form.cardExpiry));
    const month = expiry ? Number(expiry[1]) : 0;
    if (!expiry || month < 1 || month > 12) fields.cardExpiry = 'Bitte gib das Ablaufdatum als MM/JJ ein.';
    else if (
      2000 + Number(expiry[2]) < now.getUTCFullYear() ||
      (2000 + Number(expiry[2]) === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    ) {
      fields.cardExpiry = 'Die Karte ist abgelaufen.';
    }
    if (!/^\d{3,4}$/.test(text(form.cardCvc))) fields.cardCvc = 'Bitte gib die drei- oder vierstellige Prüfnummer ein.';
  }
  if (Object.keys(fields).length > 0) return { ok: false, status: 400, fields };

  if (method === 'debit' && iban === compact(SANDBOX_FAILING_IBAN)) {
    return {
      ok: false,
      status: 402,
      error: 'Die Lastschrift wurde von der Bank abgelehnt (Sandbox-IBAN für Fehlschläge). Es wurde nichts gebucht.',
    };
  }
  if (method === 'creditcard' && card === compact(SANDBOX_DECLINED_CARD)) {
    return {
      ok: false,
      status: 402,
      error: 'Die Karte wurde abgelehnt (Sandbox-Karte für Fehlschläge). Es wurde nichts gebucht.',
    };
  }
  const customFields = customFieldsOf(form.customFields);
  return {
    ok: true,
    amount: cents! / 100,
    rhythm: rhythm!,
    push: {
      project_id: widgetId,
      trx_id: trxId,
      confirmed_at: formatTwingleDate(now),
      purpose: 'Baumspende Klimahain',
      amount: String(cents),
      currency: 'EUR',
      payment_method: method === 'debit' ? 'debit_automatic' : 'creditcard',
      donation_rhythm: rhythm!,
      campaign_id: cid,
      user_email: email,
      user_firstname: firstName,
      user_lastname: lastName,
      is_test: '1',
      api_key: keys.apiKey,
      key: keys.siteKey,
      ...(customFields ? { custom_fields: customFields } : {}),
    },
  };
}

/** The push of a monthly donation's next instalment, as Twingle sends it each month (parent_trx_id). */
export function sandboxInstalmentPush(
  parent: DonationRecord,
  keys: { apiKey: string; siteKey: string },
  now: Date,
  trxId: string = sandboxTrxId(),
  /** What Twingle debits, if not the Abo's amount (e.g. after the team changed it in the Twingle Manager). */
  amountCents: number = Math.round(parent.amount * 100),
): TwingleFields {
  return {
    project_id: 'sandbox',
    trx_id: trxId,
    parent_trx_id: parent.paymentProviderTransactionId ?? '',
    confirmed_at: formatTwingleDate(now),
    purpose: 'Baumspende Klimahain',
    amount: String(amountCents),
    currency: 'EUR',
    payment_method: 'debit_automatic',
    donation_rhythm: 'monthly',
    campaign_id: parent.paymentIntentId,
    is_test: '1',
    api_key: keys.apiKey,
    key: keys.siteKey,
  };
}

/** What the sandbox endpoints answer the widget: a JSON body and its HTTP status. */
export interface SandboxAnswer {
  status: number;
  body:
    | { ok: true; trx_id: string; amount: number; rhythm: string; donation_id: string | null }
    | { ok: false; fields?: Record<string, string>; error?: string };
}

/** Sends a push the way Twingle does and returns its answer (Node: loopback HTTP; the browser mock: in process). */
export type SendPush = (fields: TwingleFields) => Promise<TwingleAnswerBody>;

/**
 * POST /_sandbox/twingle/pay: checks the form, then sends the push; only a push the webhook recorded counts as a
 * finished payment (the widget says „Vielen Dank!“ only then).
 */
export async function payInSandbox(
  form: unknown,
  deps: { keys: { apiKey: string; siteKey: string }; now: Date; send: SendPush },
): Promise<SandboxAnswer> {
  if (!form || typeof form !== 'object' || Array.isArray(form)) {
    return { status: 400, body: { ok: false, error: 'Die Zahlung kam ohne Formulardaten an.' } };
  }
  const result = sandboxPayment(form as SandboxPaymentForm, deps.keys, deps.now);
  if (!result.ok)
    return {
      status: result.status,
      body: result.status === 400 ? { ok: false, fields: result.fields } : { ok: false, error: result.error },
    };
  const answer = await deps.send(result.push);
  if (answer.is_error !== 0) {
    return { status: 422, body: { ok: false, error: `Die Spende wurde nicht verbucht: ${answer.error_message}` } };
  }
  return {
    status: 200,
    body: {
      ok: true,
      trx_id: result.push.trx_id,
      amount: result.amount,
      rhythm: result.rhythm,
      donation_id: answer.values.donation_id ?? null,
    },
  };
}

type SandboxDeps = {
  donations: DonationRepository;
  keys: { apiKey: string; siteKey: string };
  now: Date;
  send: SendPush;
};

/** The recorded donation a sandbox request names by `trx_id`, or the answer that it names none. */
async function donationOf(request: unknown, donations: DonationRepository) {
  const trxId = request && typeof request === 'object' ? (request as { trx_id?: unknown }).trx_id : undefined;
  const found =
    typeof trxId === 'string' && trxId ? await donations.findByPaymentTransaction('TWINGLE', trxId) : undefined;
  if (found) return { donation: found };
  const body: TwingleAnswerBody = {
    is_error: 1,
    error_code: 'unknown_transaction',
    error_message: 'Das Feld „trx_id“ nennt keine verbuchte Spende.',
    error_field: 'trx_id',
  };
  return { refused: { status: 422, body } };
}

/**
 * POST /_sandbox/twingle/instalment `{ "trx_id": …, "amount_cents"?: … }`: Twingle's next monthly instalment of that
 * donation, now — of the Abo's amount, or of `amount_cents` (the amount the team set in the Twingle Manager).
 */
export async function instalmentInSandbox(
  request: unknown,
  deps: SandboxDeps,
): Promise<{ status: number; body: TwingleAnswerBody }> {
  const found = await donationOf(request, deps.donations);
  if (!found.donation) return found.refused!;
  const cents = (request as { amount_cents?: unknown }).amount_cents;
  const amountCents = Number.isInteger(cents) && (cents as number) > 0 ? (cents as number) : undefined;
  const answer = await deps.send(sandboxInstalmentPush(found.donation, deps.keys, deps.now, undefined, amountCents));
  return { status: answer.is_error === 0 ? 200 : 422, body: answer };
}

/**
 * POST /_sandbox/twingle/endrecurring `{ "trx_id": … }`: the sandbox plays Twingle after the team ended the recurring
 * donation in the Twingle Manager — Twingle's endrecurring push (CiviCRM TwingleDonation.endrecurring: project_id,
 * trx_id, ended_at).
 */
export async function endRecurringInSandbox(
  request: unknown,
  deps: SandboxDeps,
): Promise<{ status: number; body: TwingleAnswerBody }> {
  const found = await donationOf(request, deps.donations);
  if (!found.donation) return found.refused!;
  const answer = await deps.send({
    project_id: 'sandbox',
    trx_id: found.donation.paymentProviderTransactionId!,
    ended_at: formatTwingleDate(deps.now),
    api_key: deps.keys.apiKey,
    key: deps.keys.siteKey,
  });
  return { status: answer.is_error === 0 ? 200 : 422, body: answer };
}
