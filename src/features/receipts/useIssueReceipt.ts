import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  useIssueReceiptMutation,
  useIssueReceiptMutation$data,
} from '../../__generated__/useIssueReceiptMutation.graphql';

export type IssuedReceipt = useIssueReceiptMutation$data['issueReceipt'];

/** The Zuwendungsbestätigung of one paid gift (spec-free, issue 24): the same gift asked again gives the same number. */
export function useIssueReceipt() {
  const [commit, isPending] = useMutation<useIssueReceiptMutation>(graphql`
    mutation useIssueReceiptMutation($giftId: ID!) {
      issueReceipt(giftId: $giftId) {
        number
        fileName
        pdfBase64
      }
    }
  `);
  const issue = useCallback(
    (giftId: string) =>
      new Promise<IssuedReceipt>((resolve, reject) => {
        commit({ variables: { giftId }, onCompleted: (data) => resolve(data.issueReceipt), onError: reject });
      }),
    [commit],
  );
  return { issue, isPending };
}
