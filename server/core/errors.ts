import { GraphQLError } from 'graphql';

/** The codes a client can rely on (extensions.code). Anything else is masked as "Unexpected error.". */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'RATE_LIMITED'
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  | 'SERVICE_UNAVAILABLE';

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

/** How long a client waits before it asks again after SERVICE_UNAVAILABLE (Retry-After, seconds). */
export const SERVICE_UNAVAILABLE_RETRY_SECONDS = 5;

export const SERVICE_UNAVAILABLE_MESSAGE =
  'Klimahain ist gerade kurz nicht erreichbar. Bitte versuche es in einem Moment noch einmal.';

/**
 * A part outside the process failed (the store, the mail relay, the identity provider's keys or directory): HTTP 503
 * with Retry-After and a German message. Never UNAUTHENTICATED — the donor's sign-in is as good as before — and nothing
 * for the donor to correct.
 */
export function serviceUnavailable(retryAfterSeconds = SERVICE_UNAVAILABLE_RETRY_SECONDS): GraphQLError {
  return coded('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE, {
    retryAfterSeconds,
    http: { status: 503, headers: { 'Retry-After': String(retryAfterSeconds) } },
  });
}

/**
 * Thrown by adapters when a part outside the process failed rather than the request itself (the store unreachable,
 * the signing keys not fetched, the identity provider down). The request may well succeed in a moment.
 */
export class InfrastructureError extends Error {
  override name = 'InfrastructureError';
}

/** Connection-level failures of sockets, DNS and fetch (node:net, undici, nodemailer). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  // nodemailer: the relay could not be reached or dropped the connection.
  'ECONNECTION',
  'ESOCKET',
  'EDNS',
  // jose: the signing keys (JWKS) did not arrive in time.
  'ERR_JWKS_TIMEOUT',
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is not there or not able to work right now: class 08 (connection
 * exception), 53 (insufficient resources: too many connections, out of memory, disk full), 57P01–57P05 (shut down,
 * cannot connect now, idle session ended), 58 (system error, e.g. I/O).
 */
const pgUnavailable = (code: string) => /^(08|53|58)[0-9A-Z]{3}$/.test(code) || /^57P0[1-5]$/.test(code);

/** What the drivers say when the connection to the store is gone (pg, its pool, PGlite). */
const STORE_GONE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed|terminating connection due to administrator command/i;

/**
 * Whether an error (or anything it wraps: GraphQL's originalError, `cause`, AggregateError's errors) is a part outside
 * the process failing — the store unreachable or gone, a connection refused or reset, a mail relay answering
 * "try again later" (4xx) — rather than a bug or a refusal. Such errors become SERVICE_UNAVAILABLE (HTTP 503).
 */
export function isInfrastructureError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  if (error instanceof InfrastructureError) return true;
  const { code, message, responseCode, cause, originalError, errors } = error as {
    code?: unknown;
    message?: unknown;
    responseCode?: unknown;
    cause?: unknown;
    originalError?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || pgUnavailable(code))) return true;
  // An SMTP relay's temporary refusal (421 service not available, 450/451/452 try again later).
  if (typeof responseCode === 'number' && responseCode >= 400 && responseCode < 500) return true;
  if (typeof message === 'string' && STORE_GONE.test(message)) return true;
  const wrapped = [cause, originalError, ...(Array.isArray(errors) ? errors : [])];
  return wrapped.some((inner) => inner !== error && isInfrastructureError(inner, depth + 1));
}
