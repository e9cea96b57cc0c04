import type { DonationType } from '../../repositories/types.js';
import { actingUserId } from '../Query/aboByManageLink.js';
import type { Resolver } from '../resolver.js';

export const changeAboAmount: Resolver<{
  donationId: string;
  donationType: DonationType;
  amount: number;
  manageLink?: string | null;
}> = async (_p, { donationId, donationType, amount, manageLink }, ctx) =>
  ctx.services.aboChanges.change(await actingUserId(ctx, donationId, manageLink), donationId, donationType, amount);
