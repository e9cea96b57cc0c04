import { certificateOf, treeGiftOf } from '../Query/treeGifts.js';
import type { Resolver } from '../resolver.js';

export const updateTreeGift: Resolver<{ id: string; deliverOn?: string | null; message?: string | null }> = async (
  _p,
  { id, deliverOn, message },
  ctx,
) => treeGiftOf(await ctx.services.gifts.update(await ctx.currentUser(), id, { deliverOn, message }));

export const claimTreeGift: Resolver<{ token: string }> = async (_p, { token }, ctx) => {
  const user = await ctx.currentUser();
  return certificateOf(await ctx.services.gifts.claim(user, token), user.id, new Date());
};
