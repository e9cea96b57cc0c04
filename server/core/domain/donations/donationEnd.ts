import { badInput, notFound, paymentProviderUnavailable } from '../../errors.js';
import { RecurringPaymentsError, type Clock, type RecurringPayments } from '../../ports.js';
import type { DonationRecord, DonationRepository } from '../../repositories/types.js';
import type { AboEndMails } from './aboEndMail.js';
import { isActive } from './rules.js';

export interface EndDeps {
  donations: DonationRepository;
  payments: RecurringPayments;
  clock: Clock;
}

/**
 * Ends one of the user's Abos, inside the caller's lock on the donation: the payment provider ends it first, then
 * our record says so — ended, or end requested while the provider still has to confirm.
 */
export async function endDonation(
  { donations, payments, clock }: EndDeps,
  userId: string,
  donationId: string,
  reason: 'DONOR' | 'ACCOUNT_CLOSED' = 'DONOR',
): Promise<{ donation: DonationRecord; changed: boolean }> {
  const donation = await donations.findById(donationId);
  // Someone else's donation is reported as missing, so ids of other donors cannot be probed.
  if (!donation || donation.userId !== userId) throw notFound('Diese Spende gibt es nicht.');
  if (!isActive(donation)) {
    throw badInput({ donationId: 'Nur ein laufendes Abo kann beendet werden.' });
  }
  // Asked before and accepted: the provider's push confirms it; asking again changes nothing.
  if (donation.endRequestedAt) return { donation, changed: false };
  // One unit with the provider: the call runs inside the lock (on SQL, the transaction), and the record changes
  // only after it said yes. If it fails, nothing changed and the donor may retry. If it said yes but our commit
  // fails, the retry sends the same key — one key per donation, since an Abo ends once — and the provider ends it
  // once; Twingle's endrecurring push would also set the record right.
  let answer;
  try {
    answer = await payments.endRecurring(donation, {
      idempotencyKey: `klimahain-end-${donation.donationId}`,
      reason,
    });
  } catch (error) {
    if (!(error instanceof RecurringPaymentsError)) throw error;
    throw paymentProviderUnavailable(
      'Wir konnten dein Abo gerade nicht beenden: Unser Zahlungsdienstleister Twingle hat nicht geantwortet. Dein Abo läuft unverändert weiter. Bitte versuche es in ein paar Minuten erneut.',
    );
  }
  const now = clock();
  const next: DonationRecord =
    answer.state === 'ENDED'
      ? { ...donation, canceledAt: now, endRequestedAt: null }
      : { ...donation, endRequestedAt: now };
  await donations.save(next);
  return { donation: next, changed: true };
}

/** The Abo's end is done whether or not the mail goes out: a failed mail must not make the donor end it twice. */
export async function confirmEndByMail(endMails: AboEndMails | null, donation: DonationRecord): Promise<void> {
  try {
    await endMails?.send(donation, donation.canceledAt ? 'ENDED' : 'END_REQUESTED');
  } catch (error) {
    console.error(`[abo] confirmation mail for donation ${donation.donationId} not sent:`, error);
  }
}
