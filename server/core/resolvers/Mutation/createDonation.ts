import { OFFERED_RHYTHMS } from '../../domain/donations/rhythms.js';
import type { DonationInput } from '../../domain/donations/service.js';
import { badInput } from '../../errors.js';
import type { Resolver } from '../resolver.js';

/**
 * Guests may donate: their donation has no user. The app offers one-time and monthly donations; the other rhythms of
 * the enum are recorded only from the payment provider's push (issue 34 §7).
 */
export const createDonation: Resolver<{ donation: DonationInput }> = async (_p, { donation }, ctx) => {
  if (!OFFERED_RHYTHMS.includes(donation.rhythm)) {
    throw badInput({ 'donation.rhythm': 'Klimahain bietet einmalige und monatliche Spenden an.' });
  }
  const userId = ctx.viewer ? (await ctx.currentUser()).id : null;
  return ctx.services.donations.create(userId, donation);
};
