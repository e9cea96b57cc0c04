import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useIssueAnnualReceiptMutation } from '../../__generated__/useIssueAnnualReceiptMutation.graphql';
import type { IssuedReceipt } from './useIssueReceipt';

/** The Sammelbestätigung of a past calendar year; it replaces the year's single receipts (the overview is refetched). */
export function useIssueAnnualReceipt() {
  const [commit, isPending] = useMutation<useIssueAnnualReceiptMutation>(graphql`
    mutation useIssueAnnualReceiptMutation($year: Int!) {
      issueAnnualReceipt(year: $year) {
        number
        fileName
        pdfBase64
      }
    }
  `);
  const issue = useCallback(
    (year: number) =>
      new Promise<IssuedReceipt>((resolve, reject) => {
        commit({ variables: { year }, onCompleted: (data) => resolve(data.issueAnnualReceipt), onError: reject });
      }),
    [commit],
  );
  return { issue, isPending };
}
