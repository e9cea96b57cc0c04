import type { Resolver } from '../resolver.js';

export const updateOrderMailsEnabled: Resolver<{ enabled: boolean }> = async (_p, args, ctx) =>
  ctx.services.users.setOrderMailsEnabled(await ctx.currentUser(), args.enabled);
