import type { OrderRecord } from '../../repositories/types.js';
import { debitAfterEndAlert } from '../teamTasks/teamTaskMails.js';
import { isRecurring } from './rhythms.js';
import { treeUnitsFor } from './rules.js';
import { amountOfInstalment, tellTeamOfAmount } from './twinglePushAmount.js';
import { TwinglePushError, type TwingleDonationPush } from './twinglePushFormat.js';
import {
  checkDate,
  PROVIDER,
  withDonation,
  type TwinglePushDeps,
  type TwinglePushResult,
} from './twinglePushRecording.js';

/** TwingleDonation.submit with parent_trx_id: one more instalment of an Abo, as a new order of its donation. */
export function recordInstalment(
  deps: TwinglePushDeps,
  push: TwingleDonationPush,
  parentTrxId: string,
): Promise<TwinglePushResult> {
  const { repos } = deps;
  return withDonation(
    repos,
    parentTrxId,
    'parent_trx_id',
    async (parent) => {
      const seen = await repos.orders.findByPaymentTransaction(push.trxId);
      if (seen) {
        if (seen.donationId !== parent.donationId) {
          throw new TwinglePushError(
            409,
            'transaction_conflict',
            'Diese trx_id ist bereits als Rate eines anderen Abos verbucht.',
            'trx_id',
          );
        }
        return { status: 'unchanged', donationId: parent.donationId, orderId: seen.treeProviderDonationId };
      }
      if (await repos.donations.findByPaymentTransaction(PROVIDER, push.trxId)) {
        throw new TwinglePushError(
          409,
          'transaction_conflict',
          'Diese trx_id ist bereits als erste Zahlung einer Spende verbucht.',
          'trx_id',
        );
      }
      if (!isRecurring(parent.rhythm)) {
        throw new TwinglePushError(
          422,
          'not_recurring',
          'Die Spende aus „parent_trx_id“ ist einmalig und hat keine Raten.',
          'parent_trx_id',
        );
      }
      checkDate(deps.clock, push.confirmedAt, 'confirmed_at');
      const amount = push.amountCents / 100;
      const outcome = await amountOfInstalment(deps, parent, push);
      const current = outcome.donation;
      const order: OrderRecord = {
        treeProviderDonationId: deps.newId(),
        donationId: parent.donationId,
        userId: parent.userId,
        amount,
        currency: 'EUR',
        donatedAt: push.confirmedAt,
        donationType: current.donationType,
        orderState: 'DONATED',
        plannedPlanting: null,
        project: parent.project,
        treeUnits: treeUnitsFor(amount),
        accountedAt: null,
        paymentProviderTransactionId: push.trxId,
      };
      await repos.orders.save(order);
      // A debit that arrives while the donor's end request waits for the team: counted like any debit, and the team
      // alerted at once (whatever Twingle's confirmed_at says; the donor's view compares that date).
      if (parent.endRequestedAt && !parent.canceledAt) {
        await deps.teamTasks?.alertDebitAfterEndRequest(parent, order);
      }
      // A debit after the Abo ended here (e.g. the team confirmed the end, but it was not done in Twingle): money
      // Twingle took is recorded, never refused — an order like any instalment — and the team alerted at once.
      if (parent.canceledAt && push.confirmedAt > parent.canceledAt) {
        await deps.teamTasks?.tellTeam(parent, (to, user, tasks) => debitAfterEndAlert(to, parent, order, user, tasks));
      }
      await tellTeamOfAmount(deps, outcome, order);
      return { status: 'created', donationId: parent.donationId, orderId: order.treeProviderDonationId };
    },
    push.trxId,
  );
}
