import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { InputAddress, useUpdateAddressMutation } from '../../__generated__/useUpdateAddressMutation.graphql';

export type { InputAddress };

/** Saves the postal address alone (spec §7 updateAddress), e.g. when a receipt needs it. */
export function useUpdateAddress() {
  const [commit, isPending] = useMutation<useUpdateAddressMutation>(graphql`
    mutation useUpdateAddressMutation($address: InputAddress!) {
      updateAddress(address: $address) {
        id
        street
        zip
        place
        country
      }
    }
  `);
  const save = useCallback(
    (address: InputAddress) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: { address }, onCompleted: () => resolve(), onError: reject });
      }),
    [commit],
  );
  return { save, isPending };
}
