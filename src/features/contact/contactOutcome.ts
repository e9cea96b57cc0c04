import { rateLimitOf, serverErrorsOf, type ServerError } from '../../relay/requestFailure';
import type { ContactField } from './contactValidation';

/** What became of a message: sent (also what a bot sees), refused fields, a rate limit, or any other failure. */
export type ContactOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; fields: Partial<Record<ContactField, string>>; message?: string }
  | { kind: 'rateLimited'; message: string }
  | { kind: 'failed'; message: string };

export const CONTACT_FAILED =
  'Deine Nachricht konnte gerade nicht gesendet werden. Bitte versuche es gleich noch einmal – dein Text bleibt erhalten.';
export const CONTACT_CHECK_INPUT = 'Bitte prüfe deine Eingaben.';

/** The server's field paths (extensions.fields) → the form's fields. */
const SERVER_FIELDS: Record<string, ContactField> = {
  'contactData.contactName': 'name',
  'contactData.contactEmail': 'email',
  'contactData.emailDoubleCheck': 'email',
  'contactData.subject': 'subject',
  'contactData.message': 'message',
};

/** A variable that did not fit its scalar (an address the EMail scalar refused) names its path in the message. */
function fieldOfVariableError(error: ServerError): ContactField | undefined {
  const match = /at "[^"]*\.(contactEmail|emailDoubleCheck|contactName|subject|message)"/.exec(error.message);
  return match ? SERVER_FIELDS[`contactData.${match[1]}`] : undefined;
}

/** Turns whatever the mutation failed with into what the form shows. */
export function describeContactFailure(error: unknown): ContactOutcome {
  const limited = rateLimitOf(error);
  if (limited) return { kind: 'rateLimited', message: limited };
  const errors = serverErrorsOf(error);

  const badInput = errors.filter((e) => e.extensions?.code === 'BAD_USER_INPUT');
  if (badInput.length > 0) {
    const fields: Partial<Record<ContactField, string>> = {};
    for (const e of badInput) {
      const named = e.extensions?.fields as Record<string, string> | undefined;
      for (const [path, message] of Object.entries(named ?? {})) {
        const field = SERVER_FIELDS[path];
        if (field) fields[field] ??= message;
      }
      const field = fieldOfVariableError(e);
      if (field === 'email')
        fields.email ??= 'Bitte gib eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.';
      else if (field) fields[field] ??= CONTACT_CHECK_INPUT;
    }
    return Object.keys(fields).length > 0
      ? { kind: 'invalid', fields }
      : { kind: 'invalid', fields, message: CONTACT_CHECK_INPUT };
  }

  return { kind: 'failed', message: CONTACT_FAILED };
}
