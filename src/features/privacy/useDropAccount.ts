import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDropAccountMutation } from '../../__generated__/useDropAccountMutation.graphql';

/**
 * Deletes the account and the personal data on our server (dropUser) before the identity-provider user goes: the
 * server needs the still valid token to know whose account it is. Rejects with the request's error, so the caller
 * can show the server's German message (e.g. the payment provider could not end an Abo: nothing was deleted).
 */
export function useDropAccount(): () => Promise<void> {
  const [commit] = useMutation<useDropAccountMutation>(graphql`
    mutation useDropAccountMutation {
      dropUser {
        id
        active
      }
    }
  `);
  return useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: {},
          onCompleted: (_response, errors) => (errors?.length ? reject(new Error(errors[0].message)) : resolve()),
          onError: reject,
        });
      }),
    [commit],
  );
}
