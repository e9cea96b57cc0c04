import type { PaymentGateway } from '../core/ports.js';

/** Development stand-in for Twingle's API until the payment issue brings the sandbox widget and webhook. */
export const sandboxPayments = (log: (line: string) => void = console.log): PaymentGateway => ({
  async cancelRecurring(donation) {
    log(`payments: stop recurring donation ${donation.donationId} (sandbox)`);
  },
});
