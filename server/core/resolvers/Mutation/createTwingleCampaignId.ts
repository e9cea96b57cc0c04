import type { TreeGiftInput } from '../../domain/gifts/service.js';
import type { DonationType } from '../../repositories/types.js';
import type { Resolver } from '../resolver.js';

type Args = {
  project: string;
  donationType?: DonationType | null;
  amount?: number | null;
  gift?: TreeGiftInput | null;
};

export const createTwingleCampaignId: Resolver<Args> = async (_p, { project, donationType, amount, gift }, ctx) => {
  await ctx.limit(['paymentIntentPerIp', ctx.clientIp]);
  const userId = ctx.viewer ? (await ctx.currentUser()).id : null;
  // A gift is checked before the intent exists: a wrong field stores nothing.
  if (gift) ctx.services.gifts.check(userId, donationType, gift);
  const intent = await ctx.services.donations.createIntent(userId, project, { donationType, amount });
  if (gift) await ctx.services.gifts.createForIntent(intent, gift);
  return intent.id;
};
