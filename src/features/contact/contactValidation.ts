import { formatCount } from '../../format/number';
import { collectErrors, type FieldErrors } from '../auth/validation';
import { validateNewsletterEmail } from '../newsletter/newsletterValidation';

/** The contact form's fields; `subject` is optional, the others are required. */
export type ContactField = 'name' | 'email' | 'subject' | 'message';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The server's limits (server/core/domain/contact/service.ts): the form says so before it sends anything. */
export const CONTACT_MAX = { name: 200, subject: 150, message: 5000 } as const;

const LINE_BREAK = /[\r\n]/;

/**
 * German messages for everything the server would refuse; an empty object means the message may be sent. `count`
 * writes the limits: the form passes its useNumberFormat()'s, German without one.
 */
export function checkContact(
  values: ContactValues,
  count: (n: number) => string = (n) => formatCount(n),
): FieldErrors<ContactField> {
  const tooLong = (what: string, max: number) => `${what} ist zu lang (höchstens ${count(max)} Zeichen).`;
  const name = values.name.trim();
  const subject = values.subject.trim();
  const message = values.message.trim();
  return collectErrors<ContactField>({
    name:
      name === ''
        ? 'Bitte gib deinen Namen ein.'
        : LINE_BREAK.test(name)
          ? 'Der Name darf keinen Zeilenumbruch enthalten.'
          : name.length > CONTACT_MAX.name
            ? tooLong('Der Name', CONTACT_MAX.name)
            : undefined,
    // The same check as the server's EMail scalar.
    email: validateNewsletterEmail(values.email) ?? undefined,
    subject: LINE_BREAK.test(subject)
      ? 'Der Betreff darf keinen Zeilenumbruch enthalten.'
      : subject.length > CONTACT_MAX.subject
        ? tooLong('Der Betreff', CONTACT_MAX.subject)
        : undefined,
    message:
      message === ''
        ? 'Bitte gib eine Nachricht ein.'
        : message.length > CONTACT_MAX.message
          ? tooLong('Die Nachricht', CONTACT_MAX.message)
          : undefined,
  });
}
