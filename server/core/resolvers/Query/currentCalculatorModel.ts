import type { Resolver } from '../resolver.js';
import { toCalculatorModel } from '../types/CalculatorModel.js';

export const currentCalculatorModel: Resolver<{ country: string }> = (_p, { country }, { services }) =>
  toCalculatorModel(services.calculator.currentModel(country));
