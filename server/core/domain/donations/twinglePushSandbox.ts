import type { DonationRecord, DonationRepository } from '../../repositories/types.js';
import { formatTwingleDate, type TwingleFields } from './twinglePush.js';
import type { TwingleAnswerBody } from './twinglePushEndpoint.js';
import { sandboxPayment, type SandboxPaymentForm } from './twinglePushSandboxForm.js';
import { sandboxTrxId } from './twinglePushSandboxValues.js';

export {
  SANDBOX_CARD,
  SANDBOX_DECLINED_CARD,
  SANDBOX_FAILING_IBAN,
  SANDBOX_IBAN,
  WIDGET_ID,
} from './twinglePushSandboxForm.js';

/**
 * The sandbox widget's endpoints (development, e2e, dev:mock; never production), transport-free: the payment
 * (its form checked in twinglePushSandboxForm.ts), and the pushes Twingle sends later for an Abo — an instalment, its end.
 */

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
