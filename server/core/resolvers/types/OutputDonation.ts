import { isActive } from '../../domain/donations/rules.js';
import type { DonationRecord } from '../../repositories/types.js';
import type { Resolver } from '../resolver.js';

export const OutputDonation: Record<string, Resolver<object, unknown, DonationRecord>> = {
  id: (d) => d.donationId,
  active: (d) => isActive(d),
  orders: (d, _args, { services, reads }) => services.orders.forDonation(d.donationId, reads.orders),
  giftRecipientName: (d, _args, { services }) => services.gifts.recipientOf(d),
  pendingAmountChange: async (d, _args, { services, reads }) => {
    // An Abo that has ended changes no more: a change asked for before is moot (its task is closed as OBSOLETE).
    if (d.canceledAt) return null;
    const pending = await services.aboChanges.pending(d.donationId, reads.aboChanges);
    if (!pending) return null;
    const task = await services.teamTasks.openTaskOf(d.donationId, 'CHANGE', pending.toAmount, reads.teamTasks);
    return {
      amount: pending.toAmount,
      donationType: pending.toDonationType,
      requestedAt: pending.requestedAt,
      dueBy: task?.dueBy ?? null,
    };
  },
  pause: (d, _args, { services, reads }) =>
    isActive(d) && d.rhythm === 'monthly' ? services.aboPauses.current(d.donationId, reads.teamTasks) : null,
  endDueBy: async (d, _args, { services, reads }) =>
    d.endRequestedAt && !d.canceledAt
      ? ((await services.teamTasks.openTaskOf(d.donationId, 'END', undefined, reads.teamTasks))?.dueBy ?? null)
      : null,
};
