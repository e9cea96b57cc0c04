import type { UserRecord } from '../../repositories/types.js';
import type { Resolver } from '../resolver.js';

/** Fields of User that are not on the record itself. */
export const User: Record<string, Resolver<object, unknown, UserRecord>> = {
  orderMailsEnabled: (u, _args, ctx) => ctx.services.users.orderMailsEnabled(u.id),
};
