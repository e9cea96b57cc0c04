import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSuppressProfileCompletionMutation } from '../../__generated__/useSuppressProfileCompletionMutation.graphql';

/** „Später“ on the profile hint (spec §7 updateProfileCompletionSuppressedAt); the User in the store follows. */
export function useSuppressProfileCompletion() {
  const [commit, isPending] = useMutation<useSuppressProfileCompletionMutation>(graphql`
    mutation useSuppressProfileCompletionMutation($at: DateTime!) {
      updateProfileCompletionSuppressedAt(profileCompletionSuppressedAt: $at) {
        id
        profileCompletionSuppressedAt
      }
    }
  `);
  const suppress = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { at: new Date().toISOString() },
          onCompleted: (_r, errors) => (errors?.length ? reject(new Error(errors[0].message)) : resolve()),
          onError: reject,
        });
      }),
    [commit],
  );
  return { suppress, isPending };
}
