import type { FootprintRecheckMails } from '../../core/domain/calculator/recheckMails.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the yearly re-check mails (issue 26 §2) at server start — a restart catches up on what is due — and then once
 * a day. Several instances may run it: the job itself mails each result once. The timer does not keep the process
 * alive; `stop` ends it with the server.
 */
export function startRecheckMailJob(
  job: FootprintRecheckMails,
  log: (line: string) => void,
  intervalMs = DAY_MS,
): { stop(): void; ran: Promise<void> } {
  const run = () =>
    job
      .run(log)
      .then((mailed) => {
        if (mailed.length > 0) log(`recheck: mailed ${mailed.length} re-check invitation(s)`);
      })
      .catch((error: unknown) =>
        log(`recheck: daily run failed: ${error instanceof Error ? error.message : String(error)}`),
      );
  const ran = run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), ran };
}
