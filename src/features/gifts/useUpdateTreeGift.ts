import { useCallback } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { useUpdateTreeGiftMutation } from '../../__generated__/useUpdateTreeGiftMutation.graphql';
import { GraphQLResponseError } from '../../relay/fetchGraphQL';
import type { IsoDate } from '../../../server/core/repositories/types';

/** What the giver changes; a field left out stays as it is on the server. */
export interface TreeGiftChange {
  deliverOn?: IsoDate;
  message?: string;
}

/**
 * Changes a gift's day or message until it is delivered (updateTreeGift). The answer carries the card's fragment, so
 * Relay updates the gift's record by its id and the card shows the new values without a reload. Rejects with the
 * request's error (BAD_USER_INPUT with `fields` such as gift.deliverOn) for the form to show.
 */
export function useUpdateTreeGift() {
  const environment = useRelayEnvironment();
  // After a refusal the gift may have changed meanwhile (delivered by the job): the cards behind the dialog catch up.
  const refresh = useCallback(
    () =>
      fetchQuery(
        environment,
        graphql`
          query useUpdateTreeGiftRefreshQuery {
            treeGifts {
              id
              ...TreeGiftCard_gift
            }
          }
        `,
        {},
        { fetchPolicy: 'network-only' },
      ).subscribe({ error: () => {} }),
    [environment],
  );
  const [commit, isPending] = useMutation<useUpdateTreeGiftMutation>(graphql`
    mutation useUpdateTreeGiftMutation($id: ID!, $deliverOn: Date, $message: String) {
      updateTreeGift(id: $id, deliverOn: $deliverOn, message: $message) {
        id
        ...TreeGiftCard_gift
      }
    }
  `);
  const update = useCallback(
    (id: string, change: TreeGiftChange) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { id, deliverOn: change.deliverOn ?? null, message: change.message ?? null },
          // Errors beside data keep their codes and fields, like a refusal without data (fetchGraphQL).
          onCompleted: (_response, errors) => {
            if (!errors?.length) return resolve();
            refresh();
            reject(new GraphQLResponseError(errors as GraphQLResponseError['errors']));
          },
          onError: (error) => {
            refresh();
            reject(error);
          },
        });
      }),
    [commit, refresh],
  );
  return { update, isPending };
}
