import type { Resolver } from '../resolver.js';

export const pauseAbo: Resolver<{ donationId: string; months: number }> = async (_p, { donationId, months }, ctx) =>
  ctx.services.aboPauses.pause((await ctx.currentUser()).id, donationId, months);
