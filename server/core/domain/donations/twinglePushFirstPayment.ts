import type { GraphQLError } from 'graphql';
import type { DonationRecord, DonationType, PaymentIntentRecord, Rhythm } from '../../repositories/types.js';
import { isRecurring, OFFERED_RHYTHMS } from './rhythms.js';
import { rhythmOf, treeUnitsFor } from './rules.js';
import { TwinglePushError, type TwingleDonationPush } from './twinglePushFormat.js';
import {
  checkDate,
  firstOrderOf,
  PROVIDER,
  type TwinglePushDeps,
  type TwinglePushResult,
} from './twinglePushRecording.js';

const PERCENT_TYPES: readonly DonationType[] = ['percent_050', 'percent_100', 'percent_150'];

/**
 * TwingleDonation.submit with campaign_id = our payment intent: the first payment of a donation, recorded through
 * DonationService.create (intent checks, idempotent on the transaction, atomic).
 */
export async function recordFirstPayment(deps: TwinglePushDeps, push: TwingleDonationPush): Promise<TwinglePushResult> {
  const { repos } = deps;
  const intent = await repos.paymentIntents.findById(push.campaignId!);
  if (!intent) {
    throw new TwinglePushError(
      400,
      'unknown_campaign',
      'Das Feld „campaign_id“ nennt keine begonnene Zahlung von Klimahain.',
      'campaign_id',
    );
  }
  const recorded = await repos.donations.findByPaymentTransaction(PROVIDER, push.trxId);
  if (recorded && recorded.paymentIntentId !== intent.id) {
    throw new TwinglePushError(
      409,
      'transaction_conflict',
      'Diese trx_id ist bereits für eine andere Zahlung verbucht.',
      'trx_id',
    );
  }
  // Twingle retries: the same transaction on the same intent is answered from what was recorded, even if the
  // donation has since lost its user (account dropped) and would no longer match the intent's.
  if (recorded) {
    const first = await firstOrderOf(repos, recorded);
    const result: TwinglePushResult = {
      status: 'unchanged',
      donationId: recorded.donationId,
      orderId: first?.treeProviderDonationId ?? null,
    };
    // A gift the first attempt did not link (it failed after the donation) is linked now.
    await linkGift(deps, intent, recorded, result.orderId, push);
    return result;
  }
  if (await repos.orders.findByPaymentTransaction(push.trxId)) {
    throw new TwinglePushError(
      409,
      'transaction_conflict',
      'Diese trx_id ist bereits als Rate eines Abos verbucht.',
      'trx_id',
    );
  }
  if (intent.usedByDonationId !== null) {
    throw new TwinglePushError(
      409,
      'campaign_used',
      'Die Zahlung aus „campaign_id“ wurde bereits für eine andere Spende verwendet.',
      'campaign_id',
    );
  }
  checkDate(deps.clock, push.confirmedAt, 'confirmed_at');
  const amount = push.amountCents / 100;
  try {
    const donation = await deps.donations.create(intent.userId, {
      amount,
      currency: 'EUR',
      donatedAt: push.confirmedAt,
      donationType: donationTypeFor(intent, push.rhythm, amount),
      project: intent.project,
      rhythm: push.rhythm,
      treeProvider: 'fairventures',
      treeProviderTransactionId: intent.id,
      treeUnitsRequested: treeUnitsFor(amount),
      paymentProvider: PROVIDER,
      paymentProviderTransactionId: push.trxId,
    });
    const [order] = await repos.orders.listByDonation(donation.donationId);
    await linkGift(deps, intent, donation, order?.treeProviderDonationId ?? null, push);
    // Stored in the mail outbox right after the donation (a retried push is „unchanged“ and mails nothing again).
    if (!OFFERED_RHYTHMS.includes(donation.rhythm)) await deps.rhythmNotices?.send(donation);
    // (A copy of this push arriving at the same moment gets the same donation back from DonationService.create.)
    return { status: 'created', donationId: donation.donationId, orderId: order?.treeProviderDonationId ?? null };
  } catch (error) {
    throw refusal(error);
  }
}

async function linkGift(
  deps: TwinglePushDeps,
  intent: PaymentIntentRecord,
  donation: DonationRecord,
  orderId: string | null,
  push: TwingleDonationPush,
): Promise<void> {
  const gift = await deps.gifts?.linkPayment(intent, donation, orderId, push.gift);
  if (gift && gift.deliveredAt === null) deps.onGiftPaid?.();
}

/**
 * The donation type the donor chose on our page, as long as the payment still matches it: the same rhythm and, for a
 * percent Abo, the amount that was computed from the footprint. Otherwise the donor changed it in the widget.
 */
export function donationTypeFor(
  intent: Pick<PaymentIntentRecord, 'donationType' | 'amount'>,
  rhythm: Rhythm,
  amount: number,
): DonationType {
  const chosen = intent.donationType;
  const fallback: DonationType = isRecurring(rhythm) ? 'custom_abo' : 'custom_one_time';
  if (!chosen || rhythmOf(chosen) !== rhythm) return fallback;
  if (PERCENT_TYPES.includes(chosen) && (intent.amount === null || Math.abs(intent.amount - amount) > 0.005))
    return fallback;
  return chosen;
}

/** DonationService's coded refusals (BAD_USER_INPUT with field messages) as a push error. */
function refusal(error: unknown): unknown {
  const extensions = (error as GraphQLError | undefined)?.extensions;
  if (extensions?.code !== 'BAD_USER_INPUT') return error;
  const fields = (extensions.fields ?? {}) as Record<string, string>;
  if ('donation.treeProviderTransactionId' in fields) {
    return new TwinglePushError(
      409,
      'campaign_used',
      'Die Zahlung aus „campaign_id“ ist unbekannt oder wurde bereits verwendet.',
      'campaign_id',
    );
  }
  return new TwinglePushError(422, 'refused', Object.values(fields).join(' ') || 'Die Spende wurde abgelehnt.');
}
