import type { Resolver } from '../resolver.js';

export const historyOrders: Resolver = async (_p, _args, ctx) =>
  ctx.services.orders.history((await ctx.currentUser()).id);
