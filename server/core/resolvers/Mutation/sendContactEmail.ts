import type { ContactInput } from '../../domain/contact/service.js';
import type { Resolver } from '../resolver.js';

export const sendContactEmail: Resolver<{ contactData: ContactInput }> = async (_p, { contactData }, ctx) => {
  await ctx.limit(['contactPerIp', ctx.clientIp], ['contactPerAddress', contactData.contactEmail]);
  await ctx.services.contact.send(contactData);
  return true;
};
