import type { Resolver } from '../resolver.js';
import { toCalculator } from '../types/Calculator.js';

export const calculator: Resolver<{ country: string }> = async (_p, { country }, ctx) => {
  const user = await ctx.currentUser();
  return toCalculator(await ctx.services.calculator.get(user.id, country));
};
