import type { OrderState } from '../../repositories/types.js';

/** DONATED → ACCOUNTED → PLANTING_IN_PROGRESS → FINISHED; DONATED or ACCOUNTED → ABORTED (docs/architecture.md §4). */
const NEXT: Record<OrderState, readonly OrderState[]> = {
  DONATED: ['ACCOUNTED', 'ABORTED'],
  ACCOUNTED: ['PLANTING_IN_PROGRESS', 'ABORTED'],
  PLANTING_IN_PROGRESS: ['FINISHED'],
  FINISHED: [],
  ABORTED: [],
};

export const canTransition = (from: OrderState, to: OrderState): boolean => NEXT[from].includes(to);

/** Spec §7: historyOrders and plannedOrders filter by these states, exactly. */
export const HISTORY_STATES: readonly OrderState[] = ['DONATED', 'PLANTING_IN_PROGRESS', 'ABORTED', 'FINISHED'];
export const PLANNED_STATES: readonly OrderState[] = ['DONATED', 'PLANTING_IN_PROGRESS'];
