import type { AboChangeRecord, DonationRecord, DonationType, OrderRecord } from '../../repositories/types.js';
import { amountFollowedNotice } from '../teamTasks/teamTaskMails.js';
import { pendingChangeOf, withNewAmount } from './aboChange.js';
import { isActive } from './rules.js';
import type { TwingleDonationPush } from './twinglePushFormat.js';
import type { TwinglePushDeps } from './twinglePushRecording.js';

/** The idempotency key's start of a change that followed a debit (no provider was asked; the debit names it). */
const FOLLOWED_KEY = 'twingle-debit-';

/** What the amount of an instalment means for its Abo, before its order is stored; the Abo as it runs from now on. */
export type AmountOutcome =
  | { kind: 'same'; donation: DonationRecord }
  | { kind: 'confirmed'; donation: DonationRecord }
  | { kind: 'followed'; donation: DonationRecord; before: DonationRecord; pending: AboChangeRecord | null };

/**
 * The record follows the money (issue 38). Inside the push's lock on the donation.
 * - The first debit of a new amount the app asked for (a pending change) confirms it, as before.
 * - Any other amount than the Abo's: someone changed it at Twingle — the donor in Twingle's donor area, or the charity
 *   in the Twingle Manager. A one-off different amount cannot be told apart from a change, so every differing debit is
 *   taken as the Abo's new amount (the next debit of another amount moves it again); donor and team are told.
 * Not followed: an Abo that has ended or whose end was asked for (the team is alerted of that debit anyway), and the
 * first debit after a change we made that still has the old amount — it was on its way before the change (the mails
 * say so: „gilt ab der nächsten Abbuchung“); a second one of the old amount is followed.
 */
export async function amountOfInstalment(
  deps: TwinglePushDeps,
  donation: DonationRecord,
  push: TwingleDonationPush,
): Promise<AmountOutcome> {
  const { repos } = deps;
  const amount = push.amountCents / 100;
  if (!isActive(donation)) return { kind: 'same', donation };
  const changes = await repos.aboChanges.listByDonation(donation.donationId);
  const pending = pendingChangeOf(changes);
  if (pending?.toAmount === amount) {
    await repos.aboChanges.save({ ...pending, state: 'CHANGED' });
    await deps.teamTasks?.closeByTwingle(donation.donationId, 'CHANGE');
    const changed = withNewAmount(donation, amount, pending.toDonationType);
    await repos.donations.save(changed);
    await deps.changeMails?.send(changed, pending, 'CONFIRMED');
    return { kind: 'confirmed', donation: changed };
  }
  if (
    amount === donation.amount ||
    donation.endRequestedAt ||
    (await wasUnderway(deps, donation, changes.at(-1), amount))
  ) {
    return { kind: 'same', donation };
  }
  // A percent Abo's amount follows the footprint; an amount set at Twingle is a free one.
  const donationType: DonationType = donation.donationType.startsWith('percent_')
    ? 'custom_abo'
    : donation.donationType;
  const change: AboChangeRecord = {
    id: deps.newId(),
    donationId: donation.donationId,
    fromAmount: donation.amount,
    fromDonationType: donation.donationType,
    toAmount: amount,
    toDonationType: donationType,
    requestedAt: push.confirmedAt,
    state: 'CHANGED',
    idempotencyKey: `${FOLLOWED_KEY}${push.trxId}`,
  };
  // The log's newest row is the pending change, if any: a row after it would end the donor's request unanswered. While
  // one is open the change shows on the donation and in the mails only.
  if (!pending) await repos.aboChanges.save(change);
  const changed = withNewAmount(donation, amount, donationType);
  await repos.donations.save(changed);
  await deps.changeMails?.send(changed, change, 'FOLLOWED');
  return { kind: 'followed', donation: changed, before: donation, pending };
}

/** Tells the team of a followed amount, once the debit's order is stored. Inside the push's lock. */
export async function tellTeamOfAmount(deps: TwinglePushDeps, outcome: AmountOutcome, order: OrderRecord) {
  if (outcome.kind !== 'followed') return;
  const { before, pending } = outcome;
  await deps.teamTasks?.tellTeam(outcome.donation, (to, user) =>
    amountFollowedNotice(to, before, order, user, pending),
  );
}

/**
 * The old amount again as the first debit after the newest change the app made took effect here (the team's
 * confirmation, else the change itself): a debit that was on its way. A change that followed a debit has none.
 */
async function wasUnderway(
  { repos }: TwinglePushDeps,
  donation: DonationRecord,
  newest: AboChangeRecord | undefined,
  amount: number,
): Promise<boolean> {
  if (newest?.state !== 'CHANGED' || newest.fromAmount !== amount || newest.idempotencyKey.startsWith(FOLLOWED_KEY)) {
    return false;
  }
  const task = (await repos.teamTasks.listByDonation(donation.donationId)).findLast(
    (t) => t.kind === 'CHANGE' && t.newAmount === newest.toAmount && t.doneBy === 'TEAM',
  );
  const since = Math.max(newest.requestedAt.getTime(), task?.doneAt?.getTime() ?? 0);
  const orders = await repos.orders.listByDonation(donation.donationId);
  return !orders.some((o) => o.paymentProviderTransactionId !== null && o.donatedAt.getTime() >= since);
}
