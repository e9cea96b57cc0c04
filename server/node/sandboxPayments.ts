import type { PaymentGateway } from '../core/ports.js';

/**
 * What the server asks of Twingle when a donor ends an Abo on our side (pauseDonation). There is no Twingle API access
 * here: in development and tests the sandbox has nothing to stop; in production the log line is the record for the
 * team, who end the recurring donation in Twingle's manager (README: Twingle) — Twingle then confirms with its
 * endrecurring push to /webhooks/twingle/end, which finds the donation already ended and changes nothing.
 */
export const sandboxPayments = (log: (line: string) => void = console.log, production = false): PaymentGateway => ({
  async cancelRecurring(donation) {
    const trx = donation.paymentProviderTransactionId ?? 'ohne trx_id';
    log(
      production
        ? `payments: ACTION NEEDED — end the recurring Twingle donation trx ${trx} (donation ${donation.donationId}) in Twingle's manager; no Twingle API is connected`
        : `payments: stop recurring donation ${donation.donationId} (trx ${trx}; sandbox, nothing to stop)`,
    );
  },
});
