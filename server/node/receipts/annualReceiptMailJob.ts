import type { AnnualReceiptMails } from '../../core/domain/receipts/annualMails.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the yearly Sammelbestätigung mails at server start (a restart catches up on what is due) and then once a day.
 * Several instances may run it: the job itself sends each receipt once. The timer does not keep the process alive;
 * `stop` ends it with the server.
 */
export function startAnnualReceiptMailJob(
  job: AnnualReceiptMails,
  log: (line: string) => void,
  intervalMs = DAY_MS,
): { stop(): void; ran: Promise<void> } {
  const run = () =>
    job
      .run(log)
      .then((mailed) => {
        if (mailed.length > 0) log(`receipts: mailed ${mailed.length} Sammelbestätigung(en): ${mailed.join(', ')}`);
      })
      .catch((error: unknown) =>
        log(`receipts: yearly mail run failed: ${error instanceof Error ? error.message : String(error)}`),
      );
  const ran = run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), ran };
}
