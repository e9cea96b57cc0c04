import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { InputContactData, SendContactEmailMutation } from '../../__generated__/SendContactEmailMutation.graphql';
import { CONTACT_FAILED, describeContactFailure, type ContactOutcome } from './contactOutcome';

export type { InputContactData };

export interface SendContactEmail {
  send: (contactData: InputContactData) => Promise<ContactOutcome>;
  isSending: boolean;
}

/** The contact form's message to the team (spec §7 sendContactEmail; its answer is not shown, only that it went). */
export function useSendContactEmail(): SendContactEmail {
  const [commit, isSending] = useMutation<SendContactEmailMutation>(graphql`
    mutation SendContactEmailMutation($contactData: InputContactData!) {
      sendContactEmail(contactData: $contactData)
    }
  `);

  const send = useCallback(
    (contactData: InputContactData) =>
      new Promise<ContactOutcome>((resolve) => {
        commit({
          variables: { contactData },
          onCompleted: (response, errors) => {
            if (errors?.length || response.sendContactEmail !== true) {
              console.warn('[Kontakt] Nachricht nicht gesendet', errors);
              resolve({ kind: 'failed', message: CONTACT_FAILED });
              return;
            }
            resolve({ kind: 'sent' });
          },
          onError: (error) => {
            const outcome = describeContactFailure(error);
            // Refused input and rate limits are answers, not faults: only the rest is logged as an error.
            if (outcome.kind === 'failed') console.error('[Kontakt] Nachricht nicht gesendet', error);
            resolve(outcome);
          },
        });
      }),
    [commit],
  );

  return { send, isSending };
}
