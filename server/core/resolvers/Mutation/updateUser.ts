import type { ProfileInput } from '../../domain/users/validateProfile.js';
import type { Resolver } from '../resolver.js';

export const updateUser: Resolver<{ user: ProfileInput }> = async (_p, args, ctx) =>
  ctx.services.users.updateProfile(await ctx.currentUser(), args.user);
