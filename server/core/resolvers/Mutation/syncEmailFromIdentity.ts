import type { Resolver } from '../resolver.js';

/** The stored e-mail follows the address the identity provider verified; the client sends no address at all. */
export const syncEmailFromIdentity: Resolver = async (_p, _args, ctx) => {
  const user = await ctx.currentUser();
  return ctx.services.users.syncEmail(user, await ctx.verifiedEmail());
};
