import type { Rhythm } from '../../repositories/types.js';
import type { Resolver } from '../resolver.js';

export const getDonations: Resolver<{ active?: boolean | null; rhythm?: Rhythm[] | null }> = async (_p, args, ctx) => {
  const user = await ctx.currentUser();
  return ctx.services.donations.list(user.id, args, ctx.reads.donations);
};
