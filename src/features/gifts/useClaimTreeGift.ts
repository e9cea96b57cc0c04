import { useCallback } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useClaimTreeGiftMutation } from '../../__generated__/useClaimTreeGiftMutation.graphql';
import { rateLimitOf, serverErrorsOf } from '../../relay/requestFailure';

/** What became of „In meinen Klimahain übernehmen“. */
export type ClaimOutcome = { kind: 'claimed' } | { kind: 'failed'; message: string };

export const CLAIM_FAILED = 'Die Bäume konnten gerade nicht übernommen werden. Bitte versuche es gleich noch einmal.';

/**
 * The German message for a refused or failed claim: the server's words for the gift (already taken, the giver's own,
 * no longer there), the rate limit, else a general one — a masked server error says nothing a recipient could act on.
 */
export function claimFailureMessage(error: unknown): string {
  const limited = rateLimitOf(error);
  if (limited) return limited;
  const errors = serverErrorsOf(error);
  const fields = errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT')?.extensions?.fields as
    Record<string, string> | undefined;
  if (fields?.token) return fields.token;
  const known = errors.find((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'UNAUTHENTICATED');
  return known?.message ?? CLAIM_FAILED;
}

/**
 * Takes a delivered gift's trees into the signed-in viewer's Klimahain (claimTreeGift). A certificate has no id the
 * store could match, so the page's `treeGiftCertificate(token:)` is pointed at the answer: the page shows the
 * claimed state at once, without asking the server again.
 */
export function useClaimTreeGift() {
  const environment = useRelayEnvironment();
  // After a refusal the gift may have been taken meanwhile: the page asks again and shows where it stands now.
  const refresh = useCallback(
    (token: string) =>
      fetchQuery(
        environment,
        graphql`
          query useClaimTreeGiftRefreshQuery($token: String!) {
            treeGiftCertificate(token: $token) {
              ...GiftCertificate_certificate
            }
          }
        `,
        { token },
        { fetchPolicy: 'network-only' },
      ).subscribe({ error: () => {} }),
    [environment],
  );
  const [commit, isPending] = useMutation<useClaimTreeGiftMutation>(graphql`
    mutation useClaimTreeGiftMutation($token: String!) {
      claimTreeGift(token: $token) {
        claimedByViewer
        ...GiftCertificate_certificate
      }
    }
  `);

  const claim = useCallback(
    (token: string) =>
      new Promise<ClaimOutcome>((resolve) => {
        commit({
          variables: { token },
          updater: (store: RecordSourceSelectorProxy) => {
            const claimed = store.getRootField('claimTreeGift');
            if (claimed) store.getRoot().setLinkedRecord(claimed, 'treeGiftCertificate', { token });
          },
          // The answer is non-null: a refusal comes without data, through onError.
          onCompleted: (response, errors) =>
            resolve(
              errors?.length || !response.claimTreeGift.claimedByViewer
                ? { kind: 'failed', message: CLAIM_FAILED }
                : { kind: 'claimed' },
            ),
          onError: (error) => {
            refresh(token);
            resolve({ kind: 'failed', message: claimFailureMessage(error) });
          },
        });
      }),
    [commit, refresh],
  );
  return { claim, isPending };
}
