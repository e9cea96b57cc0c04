import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateOrderMailsMutation } from '../../__generated__/useUpdateOrderMailsMutation.graphql';

/** Switches the mails about the donor's orders on or off (updateOrderMailsEnabled). */
export function useUpdateOrderMails() {
  const [commit, isPending] = useMutation<useUpdateOrderMailsMutation>(graphql`
    mutation useUpdateOrderMailsMutation($enabled: Boolean!) {
      updateOrderMailsEnabled(enabled: $enabled) {
        id
        orderMailsEnabled
      }
    }
  `);
  const update = useCallback(
    (enabled: boolean) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: { enabled }, onCompleted: () => resolve(), onError: reject });
      }),
    [commit],
  );
  return { update, isPending };
}
