import type { AddressInput } from '../../domain/users/validateProfile.js';
import type { Resolver } from '../resolver.js';

export const updateAddress: Resolver<{ address: AddressInput }> = async (_p, { address }, ctx) =>
  ctx.services.users.updateAddress(await ctx.currentUser(), address);
