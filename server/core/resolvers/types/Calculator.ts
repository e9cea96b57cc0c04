import type { CalculatorStateRecord } from '../../repositories/types.js';

/** Shapes a saved state as the Calculator type (Relay id per user and country). */
export function toCalculator(state: CalculatorStateRecord) {
  return {
    id: `Calculator:${state.userId}:${state.country}`,
    country: state.country,
    state: { ...state, previousResult: state.previous },
  };
}
