import type { Clock, IdGenerator } from '../../ports.js';
import type { DonationRecord, OrderRecord, Repositories } from '../../repositories/types.js';
import type { TreeGiftService } from '../gifts/service.js';
import type { TeamTasks } from '../teamTasks/teamTasks.js';
import type { AboChangeMails } from './aboChangeMail.js';
import type { AboEndMails } from './aboEndMail.js';
import type { RhythmNoticeMails } from './rhythmNoticeMail.js';
import type { DonationService } from './service.js';
import { TwinglePushError } from './twinglePushFormat.js';

/** What the recording of a push (first payment, instalment, end, cancellation) shares. */

export const PROVIDER = 'TWINGLE';

/** What a recorded push changed; the endpoint answers it as CiviCRM's `values`. */
export interface TwinglePushResult {
  /** created: stored now; unchanged: the same push was recorded before (Twingle retries). */
  status: 'created' | 'unchanged' | 'ended' | 'cancelled';
  donationId: string;
  /** The order this push added or changed, if any. */
  orderId: string | null;
}

export interface TwinglePushDeps {
  repos: Repositories;
  donations: DonationService;
  clock: Clock;
  newId: IdGenerator;
  /** Production books real money only: a push Twingle marks as a test is refused there. */
  acceptTestDonations: boolean;
  /** Confirms to the donor an end they asked for in the app and Twingle confirmed later; null: no mail. */
  endMails: AboEndMails | null;
  /** Links a gift („Baum verschenken“) to its payment; null: gifts are not linked (tests of the push alone). */
  gifts: TreeGiftService | null;
  /** Tells the donor that Twingle confirmed a new amount; null: no mail. */
  changeMails: AboChangeMails | null;
  /** Called when a payment made a gift that may be due now (the delivery job runs at once, not minutes later). */
  onGiftPaid: (() => void) | null;
  /** Tells the team of a paid donation in a rhythm our pages do not offer; null: no mail. */
  rhythmNotices: RhythmNoticeMails | null;
  /** The team's tasks to end or change Abos in the Twingle Manager; null: none (tests of the push alone). */
  teamTasks: TeamTasks | null;
}

/** Runs `work` on the donation paid by `trxId`, atomically with every other change to that donation. */
export async function withDonation(
  repos: Repositories,
  trxId: string,
  field: string,
  work: (donation: DonationRecord) => Promise<TwinglePushResult>,
  lockTransaction?: string,
): Promise<TwinglePushResult> {
  const found = await repos.donations.findByPaymentTransaction(PROVIDER, trxId);
  if (!found) {
    throw new TwinglePushError(422, 'unknown_transaction', `Das Feld „${field}“ nennt keine verbuchte Spende.`, field);
  }
  const keys = [
    `donation:${found.donationId}`,
    ...(lockTransaction ? [`transaction:${PROVIDER}:${lockTransaction}`] : []),
  ];
  return repos.atomically(keys, async () => work((await repos.donations.findById(found.donationId)) ?? found));
}

/** The order of a donation's first payment (instalments carry their own transaction). */
export async function firstOrderOf(repos: Repositories, donation: DonationRecord): Promise<OrderRecord | undefined> {
  return (await repos.orders.listByDonation(donation.donationId)).find((o) => o.paymentProviderTransactionId === null);
}

/** Twingle confirms what happened; a date days ahead of our clock is a broken push, not a payment. */
export function checkDate(clock: Clock, date: Date, field: string): void {
  if (date.getTime() > clock().getTime() + 5 * 60_000) {
    throw new TwinglePushError(400, 'invalid_format', `Das Feld „${field}“ liegt in der Zukunft.`, field);
  }
}
