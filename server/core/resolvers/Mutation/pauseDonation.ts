import { actingUserId } from '../Query/aboByManageLink.js';
import type { Resolver } from '../resolver.js';

export const pauseDonation: Resolver<{ donationId: string; manageLink?: string | null }> = async (
  _p,
  { donationId, manageLink },
  ctx,
) => ctx.services.donations.pause(await actingUserId(ctx, donationId, manageLink), donationId);
