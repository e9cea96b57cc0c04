import type { MailQueueRound, MailQueueWorker } from '../../core/domain/mail/mailQueue.js';
import type { MailQueueRepository } from '../../core/repositories/types.js';

/** Due retries are looked for this often; a new mail is sent at once (the store says when one was added). */
const EVERY_MS = 5_000;

export interface MailQueueJob {
  /** One round now, or the running one and then another (tests, after moving the job clock). */
  runNow(): Promise<MailQueueRound>;
  /** Stops the timer and waits for the round in progress. */
  stop(): Promise<void>;
}

const EMPTY: MailQueueRound = { sent: [], retried: [], dead: [], noticed: [] };

/**
 * Runs the mail queue worker with the server: at start (a restart sends what was left), whenever a mail was stored,
 * and every few seconds for the retries. One round at a time in a process; several instances share the table safely
 * (claims with leases). The timer does not keep the process alive.
 */
export function startMailQueueJob(
  worker: MailQueueWorker,
  queue: Pick<MailQueueRepository, 'onAdded'>,
  log: (line: string) => void,
  intervalMs = EVERY_MS,
): MailQueueJob {
  let running: Promise<MailQueueRound> | null = null;
  let again = false;
  let stopped = false;

  const round = (): Promise<MailQueueRound> =>
    worker.tick().then(
      (result) => {
        if (result.sent.length > 0) log(`mail queue: sent ${result.sent.length} mail(s)`);
        if (result.noticed.length > 0) log(`mail queue: told the team of ${result.noticed.length} dead mail(s)`);
        return result;
      },
      (error: unknown) => {
        log(`mail queue: round failed: ${error instanceof Error ? error.message : String(error)}`);
        return EMPTY;
      },
    );

  const runNow = (): Promise<MailQueueRound> => {
    if (stopped) return Promise.resolve(EMPTY);
    if (running) {
      // A mail stored while a round runs may have missed its claim: one more round after this one.
      again = true;
      return running;
    }
    running = round().then(async (result) => {
      while (again && !stopped) {
        again = false;
        const more = await round();
        result = {
          sent: [...result.sent, ...more.sent],
          retried: [...result.retried, ...more.retried],
          dead: [...result.dead, ...more.dead],
          noticed: [...result.noticed, ...more.noticed],
        };
      }
      running = null;
      return result;
    });
    return running;
  };

  const unsubscribe = queue.onAdded(() => void runNow());
  void runNow();
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await running;
    },
  };
}
