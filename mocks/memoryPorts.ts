import type { DonationRecord } from '../server/core/repositories/types.js';
import type { Mail, Mailer, PaymentGateway } from '../server/core/ports.js';

/** Keeps sent mails in memory so tests and the dev toolbar can read them. */
export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
  }
}

/** Records what the server asked of the payment provider. */
export class MemoryPaymentGateway implements PaymentGateway {
  readonly cancelled: string[] = [];
  async cancelRecurring(donation: DonationRecord): Promise<void> {
    this.cancelled.push(donation.donationId);
  }
}

/** Predictable ids for tests: id-1, id-2, … */
export function sequentialIds(prefix = 'id'): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}
