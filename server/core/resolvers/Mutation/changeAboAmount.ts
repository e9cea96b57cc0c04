import type { DonationType } from '../../repositories/types.js';
import type { Resolver } from '../resolver.js';

export const changeAboAmount: Resolver<{ donationId: string; donationType: DonationType; amount: number }> = async (
  _p,
  { donationId, donationType, amount },
  ctx,
) => ctx.services.aboChanges.change((await ctx.currentUser()).id, donationId, donationType, amount);
