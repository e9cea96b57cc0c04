import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { usePauseAboMutation } from '../../__generated__/usePauseAboMutation.graphql';
import { GraphQLResponseError } from '../../relay/fetchGraphQL';

/**
 * Pauses one of the viewer's running monthly Abos for 1–6 months (pauseAbo; `pauseDonation` ends an Abo). The answer
 * carries the card's fragment, so the card shows „Pause beantragt“ with the team's day without a reload. Rejects with
 * the request's error (BAD_USER_INPUT with `fields.months`, PAYMENT_PROVIDER_UNAVAILABLE) for the dialog to show.
 * With `manageLink` (the secret of the mail's link „Abo verwalten“), without signing in, for that one Abo.
 */
export function usePauseAbo() {
  const [commit, isPending] = useMutation<usePauseAboMutation>(graphql`
    mutation usePauseAboMutation($donationId: ID!, $months: Int!, $manageLink: String) {
      pauseAbo(donationId: $donationId, months: $months, manageLink: $manageLink) {
        id
        ...DonationCard_donation
      }
    }
  `);
  const pause = useCallback(
    (donationId: string, months: number, manageLink?: string) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { donationId, months, manageLink: manageLink ?? null },
          // Errors beside data keep their codes and fields, like a refusal without data (fetchGraphQL).
          onCompleted: (_response, errors) =>
            errors?.length ? reject(new GraphQLResponseError(errors as GraphQLResponseError['errors'])) : resolve(),
          onError: reject,
        });
      }),
    [commit],
  );
  return { pause, isPending };
}
