import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { InputUser, useUpdateProfileMutation } from '../../__generated__/useUpdateProfileMutation.graphql';

export type { InputUser };

/** Saves name, salutation, company, birth date and address in one go (spec §7 updateUser); the User in the store follows. */
export function useUpdateProfile() {
  const [commit, isPending] = useMutation<useUpdateProfileMutation>(graphql`
    mutation useUpdateProfileMutation($user: InputUser!) {
      updateUser(user: $user) {
        id
        ...ProfileDetails_user
        ...EditProfileForm_user
      }
    }
  `);
  const save = useCallback(
    (user: InputUser) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: { user }, onCompleted: () => resolve(), onError: reject });
      }),
    [commit],
  );
  return { save, isPending };
}
