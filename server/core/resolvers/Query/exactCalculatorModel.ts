import type { Resolver } from '../resolver.js';
import { toCalculatorModel } from '../types/CalculatorModel.js';

export const exactCalculatorModel: Resolver<{ country: string; version: number }> = (_p, args, { services }) =>
  toCalculatorModel(services.calculator.exactModel(args.country, args.version));
