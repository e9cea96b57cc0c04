import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  DonationType,
  useCreatePaymentIntentMutation,
} from '../../__generated__/useCreatePaymentIntentMutation.graphql';
import { describeIntentFailure, type IntentOutcome } from './intentOutcome';

export interface PaymentChoice {
  project: string;
  donationType: DonationType;
  amount: number;
  /** Makes a one-time donation a gift (Baum verschenken). */
  gift?: {
    recipientName: string;
    recipientEmail: string | null;
    message: string | null;
    deliverOn: string;
  } | null;
}

/** createTwingleCampaignId: a payment intent for the chosen project, kind and amount; its id is Twingle's tw_cid. */
export function useCreatePaymentIntent(): {
  create: (choice: PaymentChoice) => Promise<IntentOutcome>;
  isCreating: boolean;
} {
  const [commit, isCreating] = useMutation<useCreatePaymentIntentMutation>(graphql`
    mutation useCreatePaymentIntentMutation(
      $project: String!
      $donationType: DonationType
      $amount: Float
      $gift: InputTreeGift
    ) {
      createTwingleCampaignId(project: $project, donationType: $donationType, amount: $amount, gift: $gift)
    }
  `);

  const create = useCallback(
    (choice: PaymentChoice) =>
      new Promise<IntentOutcome>((resolve) => {
        commit({
          variables: { ...choice, gift: choice.gift ?? null },
          onCompleted: (response, errors) => {
            if (errors?.length || !response.createTwingleCampaignId) {
              console.error('[Spenden] Zahlung nicht vorbereitet', errors);
              resolve(describeIntentFailure(null));
              return;
            }
            resolve({ kind: 'created', intentId: response.createTwingleCampaignId });
          },
          onError: (error) => {
            const outcome = describeIntentFailure(error);
            if (outcome.kind === 'failed') console.error('[Spenden] Zahlung nicht vorbereitet', error);
            resolve(outcome);
          },
        });
      }),
    [commit],
  );
  return { create, isCreating };
}
