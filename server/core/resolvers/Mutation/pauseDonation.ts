import type { Resolver } from '../resolver.js';

export const pauseDonation: Resolver<{ donationId: string }> = async (_p, { donationId }, ctx) =>
  ctx.services.donations.pause((await ctx.currentUser()).id, donationId);
