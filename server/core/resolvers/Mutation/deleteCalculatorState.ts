import type { Resolver } from '../resolver.js';

export const deleteCalculatorState: Resolver<{ country: string }> = async (_p, { country }, ctx) =>
  ctx.services.calculator.delete((await ctx.currentUser()).id, country);
