import type { Resolver } from '../resolver.js';

export const trees: Resolver = async (_p, _args, ctx) => ctx.services.trees.forUser((await ctx.currentUser()).id);
