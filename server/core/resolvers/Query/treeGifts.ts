import type { GiverTreeGift, TreeGiftCertificate } from '../../domain/gifts/service.js';
import { summarizePlot } from '../../domain/trees/service.js';
import type { Resolver } from '../resolver.js';

/** A gift as the giver sees it. */
export function treeGiftOf({ gift, donation, treeCount }: GiverTreeGift) {
  return {
    id: gift.id,
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail,
    message: gift.message,
    deliverOn: gift.deliverOn,
    state: gift.state,
    deliveredAt: gift.deliveredAt,
    claimedAt: gift.claimedAt,
    project: donation?.project ?? 'indonesia',
    treeCount,
    amount: donation?.amount ?? 0,
    editable: gift.deliveredAt === null,
    // The giver's own way to the certificate (/geschenk/<token>): to see and print it, also before its day.
    certificateToken: gift.token,
  };
}

/** The public certificate: nothing that identifies giver or recipient beyond the names on it. */
export function certificateOf(c: TreeGiftCertificate, viewerId: string | null, now: Date) {
  return {
    recipientName: c.gift.recipientName,
    giverName: c.giverName,
    message: c.gift.message,
    project: c.project,
    forest: c.forest,
    atForest: c.atForest,
    treeCount: c.treeCount,
    co2KgPerYear: c.co2KgPerYear,
    deliverOn: c.gift.deliverOn,
    state: c.gift.state,
    claimed: c.gift.claimedByUserId !== null,
    claimedByViewer: viewerId !== null && c.gift.claimedByUserId === viewerId,
    givenByViewer: viewerId !== null && c.gift.giverUserId === viewerId,
    // Its own id per gift: the same plot in the viewer's Pflanzbuch has another tree count, and Relay keeps one
    // record per id.
    plots: c.plots.map((p) => ({
      ...summarizePlot(p.plot, p.treeCount, now),
      relayId: `${p.plot.plotId}:geschenk:${c.gift.id}`,
    })),
  };
}

export const treeGifts: Resolver = async (_p, _args, ctx) =>
  (await ctx.services.gifts.listForGiver(await ctx.currentUser())).map(treeGiftOf);

export const treeGiftCertificate: Resolver<{ token: string }> = async (_p, { token }, ctx) => {
  const viewerId = ctx.viewer ? (await ctx.currentUser()).id : null;
  const found = await ctx.services.gifts.certificate(token, viewerId);
  if (!found) return null;
  return certificateOf(found, viewerId, new Date());
};
