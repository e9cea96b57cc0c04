import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCloseAccountMutation } from '../../__generated__/useCloseAccountMutation.graphql';

/**
 * Closes the account on our server (spec §7 deleteUser: personal data removed, active donations cancelled) before
 * the identity-provider user goes: the server needs the still valid token to know whose account it is.
 */
export function useCloseAccount(): () => Promise<void> {
  const [commit] = useMutation<useCloseAccountMutation>(graphql`
    mutation useCloseAccountMutation {
      deleteUser {
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
