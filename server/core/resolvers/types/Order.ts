import type { OrderRecord } from '../../repositories/types.js';
import type { Resolver } from '../resolver.js';

export const Order: Record<string, Resolver<object, unknown, OrderRecord>> = {
  id: (o) => o.treeProviderDonationId,
};
