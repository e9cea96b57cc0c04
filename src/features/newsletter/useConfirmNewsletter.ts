import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useConfirmNewsletterMutation } from '../../__generated__/useConfirmNewsletterMutation.graphql';
import { GraphQLResponseError } from '../../relay/fetchGraphQL';

/** 'confirmed': done (also when it was already); 'invalid': the server knows no such token; 'error': try again. */
export type ConfirmNewsletterOutcome = 'confirmed' | 'invalid' | 'error';

export interface ConfirmNewsletter {
  confirm: (token: string) => Promise<ConfirmNewsletterOutcome>;
  isConfirming: boolean;
}

const isUnknownToken = (error: unknown) =>
  error instanceof GraphQLResponseError && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');

/** The second step of the newsletter's double opt-in: the token from the confirmation mail. */
export function useConfirmNewsletter(): ConfirmNewsletter {
  const [commit, isConfirming] = useMutation<useConfirmNewsletterMutation>(graphql`
    mutation useConfirmNewsletterMutation($token: String!) {
      confirmNewsletterSubscription(token: $token) {
        success
        status
      }
    }
  `);

  const confirm = useCallback(
    (token: string) =>
      new Promise<ConfirmNewsletterOutcome>((resolve) => {
        commit({
          variables: { token },
          onCompleted: ({ confirmNewsletterSubscription: result }, errors) => {
            if (errors?.length) console.error('[Newsletter] Bestätigung fehlgeschlagen', errors);
            resolve(!errors?.length && result.status === 'CONFIRMED' ? 'confirmed' : 'error');
          },
          onError: (error) => {
            // An unknown token is the visitor's answer, not a fault of the app: no console error for it.
            if (isUnknownToken(error)) return resolve('invalid');
            console.error('[Newsletter] Bestätigung fehlgeschlagen', error);
            resolve('error');
          },
        });
      }),
    [commit],
  );

  return { confirm, isConfirming };
}
