/** Spec §5: the address is required and must be an e-mail address. Same pragmatic check as the server's EMail scalar. */
const EMAIL_RE = /^[^\s@"(),:;<>[\]\\]+@[^\s@"(),:;<>[\]\\]+\.[^\s@"(),:;<>[\]\\.]{2,}$/;

export const NEWSLETTER_EMAIL_REQUIRED = 'Bitte gib deine E-Mail-Adresse ein.';
export const NEWSLETTER_EMAIL_INVALID = 'Bitte gib eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.';

/** The German message for an address that must not be sent, or null when it may be sent. */
export function validateNewsletterEmail(value: string): string | null {
  const address = value.trim();
  if (address === '') return NEWSLETTER_EMAIL_REQUIRED;
  if (address.length > 254 || !EMAIL_RE.test(address)) return NEWSLETTER_EMAIL_INVALID;
  return null;
}
