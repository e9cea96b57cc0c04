import type { DonationRecord, OrderRecord, Repositories } from '../../repositories/types.js';
import { canTransition } from '../orders/stateMachine.js';
import { isRecurring } from './rhythms.js';
import { TwinglePushError, type TwingleCancelPush, type TwingleEndPush } from './twinglePushFormat.js';
import { firstOrderOf, withDonation, type TwinglePushDeps, type TwinglePushResult } from './twinglePushRecording.js';

/**
 * TwingleDonation.endrecurring: the monthly donation ends at ended_at; no further instalments. When the donor had
 * asked for it in the app (end requested), this is the provider's confirmation, and the donor hears of it.
 */
export async function endRecurring(deps: TwinglePushDeps, push: TwingleEndPush): Promise<TwinglePushResult> {
  const { repos } = deps;
  let confirmed = null as DonationRecord | null;
  const result = await withDonation(repos, push.trxId, 'trx_id', async (donation) => {
    if (!isRecurring(donation.rhythm)) {
      throw new TwinglePushError(
        422,
        'not_recurring',
        'Die Spende aus „trx_id“ ist einmalig; nur ein Abo kann enden.',
        'trx_id',
      );
    }
    if (donation.canceledAt) return { status: 'unchanged', donationId: donation.donationId, orderId: null };
    const ended = { ...donation, canceledAt: push.endedAt, endRequestedAt: null };
    await repos.donations.save(ended);
    // The team's task to end it in the Twingle Manager is done: Twingle says it happened.
    await deps.teamTasks?.closeByTwingle(donation.donationId, 'END');
    if (donation.endRequestedAt) confirmed = ended;
    return { status: 'ended', donationId: donation.donationId, orderId: null };
  });
  if (confirmed) await confirmEnd(deps, confirmed);
  return result;
}

/** The end is recorded either way; a failed mail must not make Twingle push it again. */
async function confirmEnd({ endMails }: TwinglePushDeps, donation: DonationRecord): Promise<void> {
  try {
    await endMails?.send(donation, 'ENDED');
  } catch (error) {
    console.error(`[abo] confirmation mail for donation ${donation.donationId} not sent:`, error);
  }
}

/**
 * TwingleDonation.cancel: a payment was taken back. Its order goes DONATED → ABORTED (an order already on its way
 * to planting stays as it is); a cancelled first payment also ends its Abo.
 */
export async function cancelPayment(deps: TwinglePushDeps, push: TwingleCancelPush): Promise<TwinglePushResult> {
  const { repos } = deps;
  const instalment = await repos.orders.findByPaymentTransaction(push.trxId);
  if (instalment) {
    return repos.atomically(
      [`donation:${instalment.donationId}`, `order:${instalment.treeProviderDonationId}`],
      async () => {
        const order = await repos.orders.findById(instalment.treeProviderDonationId);
        const changed = await abort(repos, order);
        return {
          status: changed ? 'cancelled' : 'unchanged',
          donationId: instalment.donationId,
          orderId: instalment.treeProviderDonationId,
        };
      },
    );
  }
  return withDonation(repos, push.trxId, 'trx_id', async (donation) => {
    const first = await firstOrderOf(repos, donation);
    const aborted = await abort(repos, first);
    const ends = isRecurring(donation.rhythm) && donation.canceledAt === null;
    if (ends) {
      await repos.donations.save({ ...donation, canceledAt: push.cancelledAt, endRequestedAt: null });
      // An end the donor asked for is done by this; a pause or a new amount asked for is pointless now.
      await deps.teamTasks?.closeByTwingle(donation.donationId, 'END');
    }
    return {
      status: aborted || ends ? 'cancelled' : 'unchanged',
      donationId: donation.donationId,
      orderId: first?.treeProviderDonationId ?? null,
    };
  });
}

async function abort(repos: Repositories, order: OrderRecord | undefined): Promise<boolean> {
  if (!order || order.orderState !== 'DONATED' || !canTransition(order.orderState, 'ABORTED')) return false;
  await repos.orders.save({ ...order, orderState: 'ABORTED' });
  return true;
}
