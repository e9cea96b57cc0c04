import type { Resolver } from '../resolver.js';
import { toCalculatorModel } from '../types/CalculatorModel.js';

export const allCalculatorModelVariants: Resolver<{ country: string }> = (_p, { country }, { services }) =>
  services.calculator.variants(country).map(toCalculatorModel);
