import type { Resolver } from '../resolver.js';

interface Args {
  newsletterData: { newsletterEmail: string; emailDoubleCheck: string };
}

export const subscribeToNewsletter: Resolver<Args> = async (_p, { newsletterData }, ctx) => {
  await ctx.limit(['newsletterPerIp', ctx.clientIp], ['newsletterPerAddress', newsletterData.newsletterEmail]);
  return ctx.services.newsletter.subscribe(newsletterData.newsletterEmail, newsletterData.emailDoubleCheck);
};
