import type { OrderRecord } from '../../repositories/types.js';
import type { Resolver } from '../resolver.js';

export const Order: Record<string, Resolver<object, unknown, OrderRecord>> = {
  id: (o) => o.treeProviderDonationId,
  debitedAfterEndRequest: (o, _args, { services, reads }) =>
    services.teamTasks.debitedAfterEndRequest(o, reads.teamTasks),
};
