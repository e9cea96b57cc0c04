import type { DonationInput } from '../../domain/donations/service.js';
import type { Resolver } from '../resolver.js';

/** Guests may donate: their donation has no user. */
export const createDonation: Resolver<{ donation: DonationInput }> = async (_p, { donation }, ctx) => {
  const userId = ctx.viewer ? (await ctx.currentUser()).id : null;
  return ctx.services.donations.create(userId, donation);
};
