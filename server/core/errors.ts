import { GraphQLError } from 'graphql';

/** The codes a client can rely on (extensions.code). Anything else is masked as "Unexpected error.". */
export type ErrorCode =
  'BAD_USER_INPUT' | 'NOT_FOUND' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'RATE_LIMITED' | 'PAYMENT_PROVIDER_UNAVAILABLE';

/** Field path (e.g. "donation.amount") → German message. */
export type FieldErrors = Record<string, string>;

function coded(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export function notFound(message = 'Nicht gefunden.'): GraphQLError {
  return coded('NOT_FOUND', message);
}

export function unauthenticated(message = 'Bitte melde dich an.'): GraphQLError {
  return coded('UNAUTHENTICATED', message);
}

export function forbidden(message = 'Dafür fehlt dir die Berechtigung.'): GraphQLError {
  return coded('FORBIDDEN', message);
}

/** Invalid input: names every offending field so a form can show the message beside it. */
export function badInput(fields: FieldErrors): GraphQLError {
  const names = Object.keys(fields);
  return coded('BAD_USER_INPUT', `Ungültige Eingabe: ${names.join(', ')}.`, { fields });
}

/** Too many attempts: HTTP 429 with Retry-After, and the wait in German words a form can show as it is. */
export function rateLimited(retryAfterSeconds: number): GraphQLError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  return coded(
    'RATE_LIMITED',
    `Zu viele Versuche. Bitte versuche es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
    {
      retryAfterSeconds: seconds,
      http: { status: 429, headers: { 'Retry-After': String(seconds) } },
    },
  );
}

/** A scalar value that cannot be parsed (kept as a GraphQLError so graphql-js carries the code along). */
export function badScalar(scalar: string, message: string): GraphQLError {
  return coded('BAD_USER_INPUT', `${scalar}: ${message}`);
}

/** The payment provider did not do what was asked (nothing changed here either): the client may try again later. */
export function paymentProviderUnavailable(message: string): GraphQLError {
  return coded('PAYMENT_PROVIDER_UNAVAILABLE', message);
}
