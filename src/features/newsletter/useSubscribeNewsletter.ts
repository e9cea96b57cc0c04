import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  NewsletterData,
  SubscribeNewsletterMutation,
} from '../../__generated__/SubscribeNewsletterMutation.graphql';

export type { NewsletterData };

/** 'success': the sign-up was taken and the confirmation mail is on its way. 'error': anything else. */
export type SubscribeNewsletterOutcome = 'success' | 'error';

export interface SubscribeNewsletter {
  subscribe: (newsletterData: NewsletterData) => Promise<SubscribeNewsletterOutcome>;
  isSubmitting: boolean;
}

/** The newsletter sign-up (spec §7 SubscribeNewsletter): double opt-in, the server sends the confirmation mail. */
export function useSubscribeNewsletter(): SubscribeNewsletter {
  const [commit, isSubmitting] = useMutation<SubscribeNewsletterMutation>(graphql`
    mutation SubscribeNewsletterMutation($newsletterData: NewsletterData!) {
      subscribeToNewsletter(newsletterData: $newsletterData) {
        success
        status
      }
    }
  `);

  const subscribe = useCallback(
    (newsletterData: NewsletterData) =>
      new Promise<SubscribeNewsletterOutcome>((resolve) => {
        commit({
          variables: { newsletterData },
          onCompleted: (response, errors) => {
            if (errors?.length) console.error('[Newsletter] Anmeldung fehlgeschlagen', errors);
            resolve(!errors?.length && response.subscribeToNewsletter.success ? 'success' : 'error');
          },
          onError: (error) => {
            console.error('[Newsletter] Anmeldung fehlgeschlagen', error);
            resolve('error');
          },
        });
      }),
    [commit],
  );

  return { subscribe, isSubmitting };
}
