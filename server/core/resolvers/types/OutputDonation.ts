import { isActive } from '../../domain/donations/rules.js';
import type { DonationRecord } from '../../repositories/types.js';
import type { Resolver } from '../resolver.js';

export const OutputDonation: Record<string, Resolver<object, unknown, DonationRecord>> = {
  id: (d) => d.donationId,
  active: (d) => isActive(d),
  orders: (d, _args, { services }) => services.orders.forDonation(d.donationId),
};
