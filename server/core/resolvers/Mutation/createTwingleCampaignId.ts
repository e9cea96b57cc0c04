import type { DonationType } from '../../repositories/types.js';
import type { Resolver } from '../resolver.js';

type Args = { project: string; donationType?: DonationType | null; amount?: number | null };

export const createTwingleCampaignId: Resolver<Args> = async (_p, { project, donationType, amount }, ctx) => {
  await ctx.limit(['paymentIntentPerIp', ctx.clientIp]);
  const userId = ctx.viewer ? (await ctx.currentUser()).id : null;
  return (await ctx.services.donations.createIntent(userId, project, { donationType, amount })).id;
};
