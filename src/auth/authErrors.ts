/**
 * Spec §8: every identity-provider code and app error kind as one German message. Form-level errors show at the
 * form (next to the fields they concern); all others as a general message. Messages never reveal whether an
 * account exists: unknown user and wrong password read the same (the app client also uses
 * PreventUserExistenceErrors).
 */
export type AuthErrorKind =
  | 'GenericCognitoError'
  | 'NotAuthorizedException'
  | 'UserNotConfirmedException'
  | 'UserNotFoundException'
  | 'UsernameExistsException'
  | 'ExpiredCodeException'
  | 'InvalidPasswordException'
  | 'InvalidParameterException'
  | 'CodeDeliveryFailureException'
  | 'AliasExistsException'
  | 'CodeMismatchException'
  | 'LimitExceededException'
  | 'InternalFailure'
  | 'ResourceNotFoundException'
  | 'UnknownError'
  | 'SameEmail'
  | 'LinkCorrupt'
  | 'NewPasswordMismatch'
  | 'IdentityUnavailable';

export interface AuthErrorMessage {
  kind: AuthErrorKind;
  /** German, one or two sentences, says what to do next. */
  message: string;
  /** Shown at the form (spec §8 form-level errors) instead of as a general message. */
  formLevel: boolean;
}

const SIGN_IN_FAILED = 'E-Mail-Adresse oder Passwort stimmen nicht. Bitte prüfe deine Eingaben.';
const GENERAL = 'Es ist etwas schief gegangen, bitte probiere es erneut.';

export const AUTH_MESSAGES: Record<AuthErrorKind, string> = {
  GenericCognitoError: GENERAL,
  UnknownError: GENERAL,
  InternalFailure: 'Die Anmeldung ist gerade nicht erreichbar. Bitte probiere es in ein paar Minuten erneut.',
  ResourceNotFoundException: 'Die Anmeldung ist gerade nicht erreichbar. Bitte probiere es in ein paar Minuten erneut.',
  NotAuthorizedException: SIGN_IN_FAILED,
  // Same words as a wrong password: whether an account exists stays unsaid.
  UserNotFoundException: SIGN_IN_FAILED,
  UserNotConfirmedException: 'Dein Konto ist noch nicht bestätigt. Bitte klicke auf den Link in unserer E-Mail.',
  UsernameExistsException:
    'Mit dieser E-Mail-Adresse kannst du dich nicht registrieren. Hast du schon ein Konto? Dann melde dich an oder setze dein Passwort zurück.',
  AliasExistsException: 'Diese E-Mail-Adresse kannst du nicht verwenden. Bitte wähle eine andere.',
  InvalidPasswordException:
    'Das Passwort erfüllt die Anforderungen nicht: mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
  InvalidParameterException: 'Bitte prüfe deine Eingaben.',
  ExpiredCodeException: 'Dieser Link ist abgelaufen oder wurde schon verwendet. Bitte fordere einen neuen an.',
  CodeMismatchException: 'Dieser Link ist nicht (mehr) gültig. Bitte fordere einen neuen an.',
  CodeDeliveryFailureException: 'Wir konnten dir gerade keine E-Mail schicken. Bitte probiere es später erneut.',
  LimitExceededException: 'Zu viele Versuche. Bitte warte ein paar Minuten und probiere es dann erneut.',
  SameEmail: 'Das ist schon deine E-Mail-Adresse. Bitte gib eine neue ein.',
  LinkCorrupt:
    'Dieser Link ist unvollständig oder beschädigt. Bitte öffne den Link aus der E-Mail noch einmal vollständig.',
  NewPasswordMismatch: 'Die beiden Passwörter stimmen nicht überein.',
  IdentityUnavailable: 'Anmelden und Registrieren sind hier gerade nicht verfügbar.',
};

/** Spec §8: these show at the form. */
const FORM_LEVEL: ReadonlySet<AuthErrorKind> = new Set([
  'NewPasswordMismatch',
  'UsernameExistsException',
  'AliasExistsException',
  'NotAuthorizedException',
  'InvalidPasswordException',
]);

const KNOWN = new Set(Object.keys(AUTH_MESSAGES));

/** Added outside production builds: dev:mock and Storybook have no identity provider, only the scenario bar. */
export const DEMO_MODE_HINT = 'Im Demo-Modus wechselst du das Konto über die Szenario-Leiste unten links.';

/** Cognito's wording for a wrong password or unknown user also arrives as other names behind some flows. */
const ALIASES: Record<string, AuthErrorKind> = {
  IdentityUnavailableError: 'IdentityUnavailable',
  TooManyRequestsException: 'LimitExceededException',
  TooManyFailedAttemptsException: 'LimitExceededException',
  InternalErrorException: 'InternalFailure',
  PasswordResetRequiredException: 'NotAuthorizedException',
};

export function authErrorKind(error: unknown): AuthErrorKind {
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (KNOWN.has(name)) return name as AuthErrorKind;
  if (name in ALIASES) return ALIASES[name];
  // Other Amplify/Cognito errors (…Exception) are the provider's; anything else is ours.
  return name.endsWith('Exception') ? 'GenericCognitoError' : 'UnknownError';
}

export function describeAuthError(errorOrKind: unknown): AuthErrorMessage {
  const kind =
    typeof errorOrKind === 'string' && KNOWN.has(errorOrKind)
      ? (errorOrKind as AuthErrorKind)
      : authErrorKind(errorOrKind);
  const message =
    kind === 'IdentityUnavailable' && !import.meta.env.PROD
      ? `${AUTH_MESSAGES[kind]} ${DEMO_MODE_HINT}`
      : AUTH_MESSAGES[kind];
  return { kind, message, formLevel: FORM_LEVEL.has(kind) };
}

/** An app-side error (spec §8 app kinds) thrown like a provider error, so pages handle both alike. */
export class AppAuthError extends Error {
  constructor(readonly kind: 'SameEmail' | 'LinkCorrupt' | 'NewPasswordMismatch' | 'UnknownError') {
    super(kind);
    this.name = kind;
  }
}
