import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateReceiptMailsMutation } from '../../__generated__/useUpdateReceiptMailsMutation.graphql';

/** Switches the past year's Sammelbestätigung by mail each January on or off (updateReceiptMailsEnabled). */
export function useUpdateReceiptMails() {
  const [commit, isPending] = useMutation<useUpdateReceiptMailsMutation>(graphql`
    mutation useUpdateReceiptMailsMutation($enabled: Boolean!) {
      updateReceiptMailsEnabled(enabled: $enabled) {
        id
        receiptMailsEnabled
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
