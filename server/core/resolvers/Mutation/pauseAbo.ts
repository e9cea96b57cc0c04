import { actingUserId } from '../Query/aboByManageLink.js';
import type { Resolver } from '../resolver.js';

export const pauseAbo: Resolver<{ donationId: string; months: number; manageLink?: string | null }> = async (
  _p,
  { donationId, months, manageLink },
  ctx,
) => ctx.services.aboPauses.pause(await actingUserId(ctx, donationId, manageLink), donationId, months);
