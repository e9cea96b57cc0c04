import type { Resolver } from '../resolver.js';

interface Args {
  newsletterData: { newsletterEmail: string; emailDoubleCheck: string };
}

export const subscribeToNewsletter: Resolver<Args> = (_p, { newsletterData }, { services }) =>
  services.newsletter.subscribe(newsletterData.newsletterEmail, newsletterData.emailDoubleCheck);
