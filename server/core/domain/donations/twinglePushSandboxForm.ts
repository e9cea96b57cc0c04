import {
  formatTwingleDate,
  MAX_PUSH_AMOUNT_CENTS,
  MIN_PUSH_AMOUNT_CENTS,
  TWINGLE_GIFT_FIELDS,
  type TwingleFields,
} from './twinglePush.js';
import { compact, ibanValid, luhnValid, parseEuroCents, sandboxTrxId } from './twinglePushSandboxValues.js';

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
