import type { Resolver } from '../resolver.js';

export const dropUser: Resolver = async (_p, _args, ctx) => ctx.services.users.drop(await ctx.currentUser());
