/**
 * The checks every auth form runs before it sends anything (German field errors). The password policy is the user
 * pool's: at least 8 characters with lower- and upper-case letters, a digit and a special character.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const PASSWORD_POLICY =
  'Mindestens 8 Zeichen, mit Groß- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const listFormat = new Intl.ListFormat('de-DE', { type: 'conjunction' });

export function checkEmail(value: string): string | undefined {
  if (value.trim() === '') return 'Bitte gib deine E-Mail-Adresse ein.';
  if (!EMAIL.test(value.trim())) return 'Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.';
  return undefined;
}

/** For signing in: only that something was typed (the policy may have changed since the account was made). */
export function checkPasswordPresent(value: string): string | undefined {
  return value === '' ? 'Bitte gib dein Passwort ein.' : undefined;
}

export function checkNewPassword(value: string): string | undefined {
  if (value === '') return 'Bitte wähle ein Passwort.';
  const missing: string[] = [];
  if (value.length < 8) missing.push('mindestens 8 Zeichen');
  if (!/[a-zäöüß]/.test(value)) missing.push('einen Kleinbuchstaben');
  if (!/[A-ZÄÖÜ]/.test(value)) missing.push('einen Großbuchstaben');
  if (!/[0-9]/.test(value)) missing.push('eine Ziffer');
  if (!/[^A-Za-z0-9äöüÄÖÜß\s]/.test(value)) missing.push('ein Sonderzeichen');
  if (/^\s|\s$/.test(value)) return 'Das Passwort darf nicht mit einem Leerzeichen beginnen oder enden.';
  // "Dein Passwort braucht noch mindestens 8 Zeichen, einen Großbuchstaben und ein Sonderzeichen.": one sentence.
  return missing.length ? `Dein Passwort braucht noch ${listFormat.format(missing)}.` : undefined;
}

export function checkName(value: string, which: 'Vorname' | 'Nachname'): string | undefined {
  if (value.trim() === '') return `Bitte gib deinen ${which}n ein.`;
  if (value.trim().length > 100) return `Dein ${which} darf höchstens 100 Zeichen lang sein.`;
  return undefined;
}

/** Only the fields that have an error: an empty object means the form may be sent. */
export function collectErrors<K extends string>(checks: Record<K, string | undefined>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(checks) as K[]) if (checks[key]) errors[key] = checks[key];
  return errors;
}

export const hasErrors = (errors: FieldErrors<string>) => Object.keys(errors).length > 0;

/**
 * The code and username of a mail link (spec: LinkCorrupt when missing or garbled). Cognito codes are digits; the
 * username is the e-mail address or the user's id.
 */
export function readMailLink(params: URLSearchParams): { code: string; username: string } | null {
  const code = params.get('code')?.trim() ?? '';
  const username = params.get('username')?.trim() ?? '';
  if (!/^[0-9]{4,10}$/.test(code)) return null;
  if (username === '' || username.length > 128 || /\s/.test(username)) return null;
  return { code, username };
}
