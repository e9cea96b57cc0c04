import { RecurringPaymentsError, type RecurringPayments } from '../../core/ports.js';

export interface TwingleApiConfig {
  /** Base URL of Twingle's API (TWINGLE_API_URL), e.g. https://project.twingle.de/api. */
  url: string;
  /** The organisation's API access code (TWINGLE_API_ACCESS_CODE), sent as Twingle's `x-access-code` header. */
  accessCode: string;
  /** How long one request may take before the donor is told to try again. */
  timeoutMs?: number;
}

/**
 * Ends a recurring donation at Twingle, by its transaction id, with the project's access code:
 * `POST <url>/donations/<trx_id>/endrecurring`. 200/204: ended; 202: accepted, Twingle confirms with its
 * endrecurring push (which ends it in our store too). The idempotency key goes along, so a retry after a lost answer
 * ends the donation once. Anything else — a refusal, an error, no answer in time — throws RecurringPaymentsError and
 * nothing is recorded as ended. The path follows Twingle's API as documented to us in the README (Payments);
 * it is the one place to change if Twingle names it otherwise.
 */
export function twingleRecurringPayments({ url, accessCode, timeoutMs = 10_000 }: TwingleApiConfig): RecurringPayments {
  const base = url.replace(/\/+$/, '');
  return {
    async endRecurring(donation, { idempotencyKey }) {
      const trx = donation.paymentProviderTransactionId;
      if (!trx)
        throw new RecurringPaymentsError(`donation ${donation.donationId} has no Twingle transaction id`, false);
      let response: Response;
      try {
        response = await fetch(`${base}/donations/${encodeURIComponent(trx)}/endrecurring`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-access-code': accessCode,
            'idempotency-key': idempotencyKey,
          },
          body: JSON.stringify({ trx_id: trx, reason: 'donor_request' }),
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
      if (response.status === 200 || response.status === 204) return { state: 'ENDED' };
      if (response.status === 202) return { state: 'END_REQUESTED' };
      throw new RecurringPaymentsError(
        `Twingle answered ${response.status} to endrecurring of trx ${trx}`,
        response.status >= 500 || response.status === 429,
      );
    },
  };
}
