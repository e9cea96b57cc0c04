import type { Resolver } from '../resolver.js';

export const deleteUser: Resolver = async (_p, _args, ctx) => ctx.services.users.close(await ctx.currentUser());
