import type { RecurringPayments } from '../../ports.js';
import type { TeamTasks } from './teamTasks.js';

/**
 * The production default behind the RecurringPayments port: the team carries out ends, changes and pauses in the
 * Twingle Manager. All answer „requested“; the task's link or Twingle's push confirms later.
 */
export function teamTaskPayments(tasks: TeamTasks): RecurringPayments {
  return {
    async endRecurring(donation, { reason = 'DONOR' }) {
      await tasks.open(donation, 'END', { requestedBy: reason });
      return { state: 'END_REQUESTED' };
    },
    async changeAmount(donation, amountCents) {
      await tasks.open(donation, 'CHANGE', { newAmount: amountCents / 100 });
      return { state: 'CHANGE_REQUESTED' };
    },
    async pause(donation, { from, until }) {
      await tasks.open(donation, 'PAUSE', { pause: { from, until } });
      return { state: 'PAUSE_REQUESTED' };
    },
  };
}
