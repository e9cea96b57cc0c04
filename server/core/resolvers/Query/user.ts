import type { Resolver } from '../resolver.js';

export const user: Resolver = (_p, _args, ctx) => ctx.currentUser();
