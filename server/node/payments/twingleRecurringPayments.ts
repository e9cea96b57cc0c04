import { RecurringPaymentsError, type RecurringPayments } from '../../core/ports.js';
import type { DonationRecord } from '../../core/repositories/types.js';

export interface TwingleApiConfig {
  /** Base URL of the endpoint (TWINGLE_RECURRING_API_URL), only if Twingle confirmed it for the account. */
  url: string;
  /** The organisation's API access code (TWINGLE_RECURRING_API_ACCESS_CODE), sent as Twingle's `x-access-code` header. */
  accessCode: string;
  /** How long one request may take before the donor is told to try again. */
  timeoutMs?: number;
}

/**
 * Ends a recurring donation at Twingle, by its transaction id, with the project's access code:
 * `POST <url>/donations/<trx_id>/endrecurring`. 200/204: ended; 202: accepted, Twingle confirms with its
 * endrecurring push (which ends it in our store too). The idempotency key goes along, so a retry after a lost answer
 * ends the donation once. Anything else — a refusal, an error, no answer in time — throws RecurringPaymentsError and
 * nothing is recorded as ended. The path follows Twingle's API as documented to us (docs/abo-self-service.md);
 * it is the one place to change if Twingle names it otherwise.
 */
export function twingleRecurringPayments({ url, accessCode, timeoutMs = 10_000 }: TwingleApiConfig): RecurringPayments {
  const base = url.replace(/\/+$/, '');
  /** POSTs to one of a donation's endpoints; 200/204 → done, 202 → accepted, anything else throws. */
  async function post(
    trx: string,
    endpoint: string,
    body: Record<string, unknown>,
    idempotencyKey: string,
  ): Promise<'done' | 'accepted'> {
    let response: Response;
    try {
      response = await fetch(`${base}/donations/${encodeURIComponent(trx)}/${endpoint}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-access-code': accessCode,
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new RecurringPaymentsError(
        `Twingle not reached: ${error instanceof Error ? error.message : String(error)}`,
        true,
      );
    }
    // The body is read either way, so the connection is released.
    await response.text().catch(() => '');
    if (response.status === 200 || response.status === 204) return 'done';
    if (response.status === 202) return 'accepted';
    throw new RecurringPaymentsError(
      `Twingle answered ${response.status} to ${endpoint} of trx ${trx}`,
      response.status >= 500 || response.status === 429,
    );
  }

  const trxOf = (donation: DonationRecord): string => {
    const trx = donation.paymentProviderTransactionId;
    if (!trx) throw new RecurringPaymentsError(`donation ${donation.donationId} has no Twingle transaction id`, false);
    return trx;
  };

  return {
    async endRecurring(donation, { idempotencyKey }) {
      const trx = trxOf(donation);
      const answer = await post(trx, 'endrecurring', { trx_id: trx, reason: 'donor_request' }, idempotencyKey);
      return { state: answer === 'done' ? 'ENDED' : 'END_REQUESTED' };
    },
    /**
     * `POST <url>/donations/<trx_id>/changeamount` with `{ trx_id, amount }` (amount in cents). UNVERIFIED: Twingle's
     * documentation available to us names no such endpoint (see docs/abo-self-service.md) — the path and body are our
     * assumption, kept in this one place like endrecurring's.
     */
    async changeAmount(donation, amountCents, { idempotencyKey }) {
      const trx = trxOf(donation);
      const answer = await post(trx, 'changeamount', { trx_id: trx, amount: amountCents }, idempotencyKey);
      return { state: answer === 'done' ? 'CHANGED' : 'CHANGE_REQUESTED' };
    },
    /**
     * Refused, never guessed: no Twingle endpoint to pause a recurring donation is known (docs/abo-self-service.md). Not
     * retryable — asking again cannot help; with this adapter the team pauses it in the Twingle Manager by hand.
     */
    async pause(donation) {
      throw new RecurringPaymentsError(
        `pausing donation ${donation.donationId} at Twingle: no known endpoint (pause it in the Twingle Manager)`,
        false,
      );
    },
  };
}
