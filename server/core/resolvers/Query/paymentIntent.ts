import type { Resolver } from '../resolver.js';

export const paymentIntent: Resolver<{ id: string }> = async (_p, { id }, ctx) => {
  const viewerId = ctx.viewer ? (await ctx.currentUser()).id : null;
  const status = await ctx.services.donations.intentStatus(viewerId, id);
  return status && { ...status.intent, donation: status.donation };
};
