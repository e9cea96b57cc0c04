import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSyncEmailFromIdentityMutation } from '../../__generated__/useSyncEmailFromIdentityMutation.graphql';

/**
 * After the new address is confirmed at the identity provider, the server takes it over from there
 * (syncEmailFromIdentity: the app sends no address). The User in the store gets the new e-mail, so the profile and
 * the header show it without a reload.
 */
export function useSyncEmailFromIdentity() {
  const [commit, isPending] = useMutation<useSyncEmailFromIdentityMutation>(graphql`
    mutation useSyncEmailFromIdentityMutation {
      syncEmailFromIdentity {
        id
        email
        newsletter
      }
    }
  `);
  const sync = useCallback(
    () =>
      new Promise<string>((resolve, reject) => {
        commit({
          variables: {},
          onCompleted: (response, errors) =>
            errors?.length ? reject(new Error(errors[0].message)) : resolve(response.syncEmailFromIdentity.email),
          onError: reject,
        });
      }),
    [commit],
  );
  return { sync, isPending };
}
