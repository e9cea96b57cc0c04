import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompleteTeamTaskMutation } from '../../__generated__/useCompleteTeamTaskMutation.graphql';
import { serverErrorsOf } from '../../relay/requestFailure';

export const COMPLETE_FAILED = 'Das hat gerade nicht geklappt. Bitte versuche es gleich noch einmal.';

/**
 * „In Twingle erledigt“ (completeTeamTask): the answer updates the task in the store (same id), so the page shows it
 * done — or expired — without asking again. Resolves with a German message when it failed, else null.
 */
export function useCompleteTeamTask() {
  const [commit, isPending] = useMutation<useCompleteTeamTaskMutation>(graphql`
    mutation useCompleteTeamTaskMutation($id: ID!, $secret: String!) {
      completeTeamTask(id: $id, secret: $secret) {
        ...TeamTaskCard_task
      }
    }
  `);
  const complete = useCallback(
    (id: string, secret: string) =>
      new Promise<string | null>((resolve) => {
        commit({
          variables: { id, secret },
          onCompleted: (_data, errors) => resolve(errors?.length ? (errors[0].message ?? COMPLETE_FAILED) : null),
          onError: (error) =>
            resolve(serverErrorsOf(error).find((e) => e.extensions?.code === 'NOT_FOUND')?.message ?? COMPLETE_FAILED),
        });
      }),
    [commit],
  );
  return { complete, isPending };
}
