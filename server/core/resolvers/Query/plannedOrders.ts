import type { Resolver } from '../resolver.js';

export const plannedOrders: Resolver = async (_p, _args, ctx) =>
  ctx.services.orders.planned((await ctx.currentUser()).id);
