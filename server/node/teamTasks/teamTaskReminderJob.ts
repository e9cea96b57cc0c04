import type { TeamTasks } from '../../core/domain/teamTasks/teamTasks.js';

/** Open tasks are looked at every quarter of an hour: a reminder is due two working days after a request, then daily. */
const EVERY_MS = 15 * 60 * 1000;

export interface TeamTaskReminderJob {
  stop(): void;
  /** The run at start. */
  ran: Promise<void>;
  /** One run now (tests, after moving the job clock); resolves with the ids of the tasks it reminded the team of. */
  runNow(): Promise<string[]>;
}

/**
 * Reminds the team of open Abo tasks (issue 31 §2) at server start and then every few minutes. Several instances may
 * run it: each task is reminded once per day (TeamTasks.remindDue checks inside the donation's lock). The timer does
 * not keep the process alive; `stop` ends it with the server.
 */
export function startTeamTaskReminderJob(
  tasks: TeamTasks,
  log: (line: string) => void,
  intervalMs = EVERY_MS,
): TeamTaskReminderJob {
  const runNow = () =>
    tasks.remindDue().then(
      (reminded) => {
        if (reminded.length > 0)
          log(`team tasks: reminded the team of ${reminded.length} open task(s): ${reminded.join(', ')}`);
        return reminded;
      },
      (error: unknown) => {
        log(`team tasks: reminder run failed: ${error instanceof Error ? error.message : String(error)}`);
        return [] as string[];
      },
    );
  const ran = runNow().then(() => undefined);
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), ran, runNow };
}
