import type { Resolver } from '../resolver.js';

export const updateProfileCompletionSuppressedAt: Resolver<{ profileCompletionSuppressedAt: Date }> = async (
  _p,
  args,
  ctx,
) => ctx.services.users.suppressProfileCompletion(await ctx.currentUser(), args.profileCompletionSuppressedAt);
