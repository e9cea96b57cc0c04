import type { OrderRecord } from '../../repositories/types.js';
import type { RequestReads } from '../../repositories/requestReads.js';
import type { Resolver } from '../resolver.js';

/**
 * An instalment Twingle debited after its Abo had ended here (issue 38: recorded, never refused). The donor's list of
 * donations is read once per request (RequestReads), so this costs no round trip per order.
 */
async function debitedAfterEnd(order: OrderRecord, reads: RequestReads): Promise<boolean> {
  if (order.paymentProviderTransactionId === null || order.userId === null) return false;
  const donation = (await reads.donations.listByUser(order.userId)).find((d) => d.donationId === order.donationId);
  return !!donation?.canceledAt && donation.canceledAt.getTime() < order.donatedAt.getTime();
}

export const Order: Record<string, Resolver<object, unknown, OrderRecord>> = {
  id: (o) => o.treeProviderDonationId,
  // The same note to the donor for a debit after the end request and after the end: it counts, and may be refunded.
  debitedAfterEndRequest: async (o, _args, { services, reads }) =>
    (await services.teamTasks.debitedAfterEndRequest(o, reads.teamTasks)) || debitedAfterEnd(o, reads),
};
