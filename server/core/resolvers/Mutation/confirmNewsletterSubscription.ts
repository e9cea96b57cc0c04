import type { Resolver } from '../resolver.js';

export const confirmNewsletterSubscription: Resolver<{ token: string }> = (_p, { token }, { services }) =>
  services.newsletter.confirm(token);
