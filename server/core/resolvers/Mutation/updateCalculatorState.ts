import type { SaveCalculatorInput } from '../../domain/calculator/service.js';
import type { Resolver } from '../resolver.js';
import { toCalculator } from '../types/Calculator.js';

export const updateCalculatorState: Resolver<SaveCalculatorInput> = async (_p, args, ctx) => {
  const user = await ctx.currentUser();
  return toCalculator(await ctx.services.calculator.save(user.id, args));
};
