import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { usePauseDonationMutation } from '../../__generated__/usePauseDonationMutation.graphql';

/** The lists of donations the app keeps in the store: the header's active Abos, and the Abo & Spenden groups. */
const ACTIVE_LISTS = [{ active: true, rhythm: ['monthly'] }, { active: true }] as const;
const ENDED_LIST = { active: false };

/**
 * Ends a monthly donation (spec §7 pauseDonation). The store is updated in place: an ended Abo leaves the header's
 * active list (its box changes at once, no reload) and the active group, and heads the ended group. One the payment
 * provider has still to confirm (`pending`) stays active — a debit under way may still happen — and shows its state.
 * With `manageLink` (the secret of the mail's link „Abo verwalten“), without signing in, for that one Abo.
 */
export function usePauseDonation() {
  const [commit, isPending] = useMutation<usePauseDonationMutation>(graphql`
    mutation usePauseDonationMutation($donationId: ID!, $manageLink: String) {
      pauseDonation(donationId: $donationId, manageLink: $manageLink) {
        id
        active
        canceledAt
        endRequestedAt
        endDueBy
        ...DonationCard_donation
      }
    }
  `);

  const pause = useCallback(
    (donationId: string, manageLink?: string) =>
      new Promise<{ pending: boolean; dueBy: string | null }>((resolve, reject) => {
        commit({
          variables: { donationId, manageLink: manageLink ?? null },
          updater: (store: RecordSourceSelectorProxy) => {
            const paused = store.getRootField('pauseDonation');
            if (!paused || paused.getValue('active') !== false) return;
            const root = store.getRoot();
            for (const args of ACTIVE_LISTS) {
              const list = root.getLinkedRecords('getDonations', args);
              if (list)
                root.setLinkedRecords(
                  list.filter((r) => r && r.getDataID() !== paused.getDataID()),
                  'getDonations',
                  args,
                );
            }
            const ended = root.getLinkedRecords('getDonations', ENDED_LIST);
            if (ended)
              root.setLinkedRecords(
                [paused, ...ended.filter((r) => r && r.getDataID() !== paused.getDataID())],
                'getDonations',
                ENDED_LIST,
              );
          },
          onCompleted: (response, errors) =>
            errors?.length
              ? reject(new Error(errors[0].message))
              : resolve({ pending: response.pauseDonation.active, dueBy: response.pauseDonation.endDueBy ?? null }),
          onError: reject,
        });
      }),
    [commit],
  );
  return { pause, isPending };
}
