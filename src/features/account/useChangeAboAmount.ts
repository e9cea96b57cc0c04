import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useChangeAboAmountMutation } from '../../__generated__/useChangeAboAmountMutation.graphql';
import type { DonationType } from '../../../server/core/repositories/types';
import { GraphQLResponseError } from '../../relay/fetchGraphQL';

/** What the payment provider did: changed at once, or accepted for the team (the card shows the pending change). */
export type AboAmountOutcome = 'CHANGED' | 'PENDING';

/**
 * Changes the monthly amount of one of the viewer's running Abos (changeAboAmount) from „Abo & Spenden“. The answer
 * carries the card's fragment, so the card shows the pending change (or the new amount) without a reload. Rejects with
 * the request's error (BAD_USER_INPUT with `fields.amount`, PAYMENT_PROVIDER_UNAVAILABLE) for the dialog to show.
 * With `manageLink` (the secret of the mail's link „Abo verwalten“), without signing in, for that one Abo.
 */
export function useChangeAboAmount() {
  const [commit, isPending] = useMutation<useChangeAboAmountMutation>(graphql`
    mutation useChangeAboAmountMutation(
      $donationId: ID!
      $donationType: DonationType!
      $amount: Float!
      $manageLink: String
    ) {
      changeAboAmount(donationId: $donationId, donationType: $donationType, amount: $amount, manageLink: $manageLink) {
        id
        pendingAmountChange {
          amount
          dueBy
        }
        ...DonationCard_donation
      }
    }
  `);
  const change = useCallback(
    (donationId: string, donationType: DonationType, amount: number, manageLink?: string) =>
      new Promise<AboAmountOutcome>((resolve, reject) => {
        commit({
          variables: { donationId, donationType, amount, manageLink: manageLink ?? null },
          // Errors beside data keep their codes and fields, like a refusal without data (fetchGraphQL).
          onCompleted: (response, errors) =>
            errors?.length
              ? reject(new GraphQLResponseError(errors as GraphQLResponseError['errors']))
              : resolve(response.changeAboAmount.pendingAmountChange ? 'PENDING' : 'CHANGED'),
          onError: reject,
        });
      }),
    [commit],
  );
  return { change, isPending };
}
