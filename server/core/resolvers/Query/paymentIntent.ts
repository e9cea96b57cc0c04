import type { Resolver } from '../resolver.js';
import { treeGiftOf } from './treeGifts.js';

export const paymentIntent: Resolver<{ id: string }> = async (_p, { id }, ctx) => {
  const viewerId = ctx.viewer ? (await ctx.currentUser()).id : null;
  const status = await ctx.services.donations.intentStatus(viewerId, id);
  return status && { ...status.intent, donation: status.donation };
};

/** PaymentIntent.gift: read only for an intent the viewer may see (paymentIntent checked that). */
export const paymentIntentGift: Resolver<Record<string, never>, unknown, { id: string }> = async (
  intent,
  _args,
  ctx,
) => {
  const gift = await ctx.services.gifts.forIntent(intent.id);
  return gift && treeGiftOf(gift);
};
