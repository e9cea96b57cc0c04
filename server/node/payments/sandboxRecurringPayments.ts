import type { RecurringPayments } from '../../core/ports.js';

/** One request to end a monthly donation, as the sandbox received it. */
export interface SandboxRecurringEnd {
  donationId: string;
  trxId: string | null;
  idempotencyKey: string;
  at: string;
}

/** One request to change a monthly donation's amount, as the sandbox received it. */
export interface SandboxRecurringChange {
  donationId: string;
  trxId: string | null;
  amountCents: number;
  idempotencyKey: string;
  at: string;
}

/**
 * Twingle's side of ending an Abo in development and e2e (never in production: config requires the Twingle API there).
 * Like Twingle it ends the donation at once and does one thing per idempotency key; it records each request, which
 * the sandbox lists at GET /_sandbox/twingle/recurring-ends, so a test can see the provider was asked exactly once.
 */
export function sandboxRecurringPayments(
  log: (line: string) => void = console.log,
): RecurringPayments & { requests: SandboxRecurringEnd[]; changes: SandboxRecurringChange[] } {
  const requests: SandboxRecurringEnd[] = [];
  const changes: SandboxRecurringChange[] = [];
  return {
    requests,
    changes,
    /** Changes the amount at once, one change per idempotency key (listed at GET /_sandbox/twingle/recurring-ends). */
    async changeAmount(donation, amountCents, { idempotencyKey }) {
      if (!changes.some((r) => r.idempotencyKey === idempotencyKey)) {
        const trxId = donation.paymentProviderTransactionId;
        changes.push({
          donationId: donation.donationId,
          trxId,
          amountCents,
          idempotencyKey,
          at: new Date().toISOString(),
        });
        log(`payments: sandbox changed recurring donation ${donation.donationId} to ${amountCents} ct`);
      }
      return { state: 'CHANGED' };
    },
    async endRecurring(donation, { idempotencyKey }) {
      if (!requests.some((r) => r.idempotencyKey === idempotencyKey)) {
        const trxId = donation.paymentProviderTransactionId;
        requests.push({ donationId: donation.donationId, trxId, idempotencyKey, at: new Date().toISOString() });
        log(`payments: sandbox ended recurring donation ${donation.donationId} (trx ${trxId ?? 'ohne trx_id'})`);
      }
      return { state: 'ENDED' };
    },
  };
}
