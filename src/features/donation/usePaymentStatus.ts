import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type {
  usePaymentStatusQuery,
  usePaymentStatusQuery$data,
} from '../../__generated__/usePaymentStatusQuery.graphql';

export type PaidDonation = NonNullable<NonNullable<usePaymentStatusQuery$data['paymentIntent']>['donation']>;

export type PaidGift = NonNullable<NonNullable<usePaymentStatusQuery$data['paymentIntent']>['gift']>;

export type StartedPayment = NonNullable<usePaymentStatusQuery$data['paymentIntent']>;

export type PaymentStatus =
  | { kind: 'loading' }
  /** The push has not arrived yet; the payment (project, kind, amount) is known. */
  | { kind: 'waiting'; payment: StartedPayment; late: boolean }
  | { kind: 'done'; payment: StartedPayment; donation: PaidDonation }
  /** No such payment, or another donor's. */
  | { kind: 'unknown' }
  /** The very first check failed; later checks keep trying. */
  | { kind: 'unreachable' };

export const paymentStatusQuery = graphql`
  query usePaymentStatusQuery($id: ID!) {
    paymentIntent(id: $id) {
      id
      project
      donationType
      amount
      donation {
        id
        donationId
        donationType
        rhythm
        amount
        project
        treeUnitsRequested
      }
      gift {
        recipientName
        recipientEmail
        deliverOn
        certificateToken
      }
    }
  }
`;

/** Checks this often while the widget is open, and faster once the donor has finished paying. */
const IDLE_INTERVAL_MS = 5_000;
const FINISHED_INTERVAL_MS = 1_000;
/** After this many quick checks without the push the page says it takes longer than usual. */
const QUICK_CHECKS = 30;

/**
 * Asks the server for the payment until Twingle's push has recorded its donation (the push is the truth, the
 * widget's donationFinished only speeds the checks up). Stops when done, unknown, or the page goes away.
 */
export function usePaymentStatus(intentId: string, finished: boolean): PaymentStatus {
  const environment = useRelayEnvironment();
  const [status, setStatus] = useState<PaymentStatus>({ kind: 'loading' });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let quickChecks = 0;
    async function check() {
      try {
        const data = await fetchQuery<usePaymentStatusQuery>(
          environment,
          paymentStatusQuery,
          { id: intentId },
          { fetchPolicy: 'network-only' },
        ).toPromise();
        if (stopped) return;
        const payment = data?.paymentIntent;
        if (!payment) return setStatus({ kind: 'unknown' });
        if (payment.donation) return setStatus({ kind: 'done', payment, donation: payment.donation });
        if (finished) quickChecks += 1;
        setStatus({ kind: 'waiting', payment, late: quickChecks >= QUICK_CHECKS });
      } catch (error) {
        // A failed check is retried: the payment is not lost because one request was.
        console.warn('[Spenden] Zahlungsstatus nicht abrufbar', error);
        if (stopped) return;
        setStatus((current) => (current.kind === 'loading' ? { kind: 'unreachable' } : current));
      }
      if (stopped) return;
      timer = setTimeout(check, finished && quickChecks < QUICK_CHECKS ? FINISHED_INTERVAL_MS : IDLE_INTERVAL_MS);
    }
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [environment, intentId, finished]);

  return status;
}
