import type { Resolver } from '../resolver.js';

export const createTwingleCampaignId: Resolver<{ project: string }> = async (_p, { project }, ctx) => {
  await ctx.limit(['paymentIntentPerIp', ctx.clientIp]);
  const userId = ctx.viewer ? (await ctx.currentUser()).id : null;
  return (await ctx.services.donations.createIntent(userId, project)).id;
};
