import type { GraphQLContext } from '../../context.js';
import type { Resolver } from '../resolver.js';

/**
 * One Abo behind its link „Abo verwalten“ (issue 33 §2), without signing in: the donation and when the link expires.
 * Null for a wrong, expired or replaced link alike; each look costs a try of the address's limit.
 */
export const aboByManageLink: Resolver<{ donationId: string; secret: string }> = async (
  _parent,
  { donationId, secret },
  ctx,
) => {
  await ctx.limit(['manageLinkPerIp', ctx.clientIp]);
  return ctx.services.aboManageLinks.view(donationId, secret);
};

/**
 * Whose Abo a mutation acts on: with `manageLink`, the owner of that one Abo (NOT_FOUND „Dieser Link gilt nicht
 * mehr …“ otherwise, rate-limited); without, the signed-in viewer.
 */
export async function actingUserId(
  ctx: GraphQLContext,
  donationId: string,
  manageLink: string | null | undefined,
): Promise<string> {
  if (manageLink === null || manageLink === undefined) return (await ctx.currentUser()).id;
  await ctx.limit(['manageLinkPerIp', ctx.clientIp]);
  return ctx.services.aboManageLinks.ownerOf(donationId, manageLink);
}
