import type { UserRecord } from '../../repositories/types.js';
import type { Resolver } from '../resolver.js';

/** Fields of User that are not on the record itself. */
export const User: Record<string, Resolver<object, unknown, UserRecord>> = {
  orderMailsEnabled: (u, _args, ctx) => ctx.services.users.orderMailsEnabled(u.id),
  receiptMailsEnabled: (u, _args, ctx) => ctx.services.users.receiptMailsEnabled(u.id),
  // Whether an address is subscribed is nobody else's business (docs/architecture.md §7), not even an admin's listing.
  newsletter: (u, _args, ctx) => (ctx.viewer?.sub === u.id ? ctx.services.users.newsletterState(u) : null),
};
