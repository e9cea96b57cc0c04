import type { GiftDeliveries } from '../../core/domain/gifts/deliveries.js';

/** Due gifts are looked for every few minutes: a gift without recipient address goes to the giver soon after payment. */
const EVERY_MS = 5 * 60 * 1000;

export interface GiftDeliveryJob {
  stop(): void;
  /** The run at start. */
  ran: Promise<void>;
  /** One run now (tests, after moving the job clock); resolves with the ids it delivered. */
  runNow(): Promise<string[]>;
}

/**
 * Delivers the gifts whose day has come (issue 26 §1) at server start — a restart catches up on what is due — and
 * then every few minutes. Several instances may run it: each gift is sent once (GiftDeliveries). The timer does not
 * keep the process alive; `stop` ends it with the server.
 */
export function startGiftDeliveryJob(
  job: GiftDeliveries,
  log: (line: string) => void,
  intervalMs = EVERY_MS,
): GiftDeliveryJob {
  const runNow = () =>
    job.run(log).then(
      (delivered) => {
        if (delivered.length > 0) log(`gifts: delivered ${delivered.length} gift(s): ${delivered.join(', ')}`);
        return delivered;
      },
      (error: unknown) => {
        log(`gifts: delivery run failed: ${error instanceof Error ? error.message : String(error)}`);
        return [] as string[];
      },
    );
  const ran = runNow().then(() => undefined);
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), ran, runNow };
}
