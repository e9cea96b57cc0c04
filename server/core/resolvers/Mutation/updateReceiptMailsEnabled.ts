import type { Resolver } from '../resolver.js';

export const updateReceiptMailsEnabled: Resolver<{ enabled: boolean }> = async (_p, args, ctx) =>
  ctx.services.users.setReceiptMailsEnabled(await ctx.currentUser(), args.enabled);
