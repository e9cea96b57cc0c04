import { formatCount } from '../format/number';
import { browserNumberLocale } from '../format/useBrowserNumberLocale';
import { GraphQLResponseError, NetworkError } from './fetchGraphQL';

export type ServerError = GraphQLResponseError['errors'][number];

/** The GraphQL errors a failed request answered with; none for a network failure. */
export const serverErrorsOf = (error: unknown): readonly ServerError[] =>
  error instanceof GraphQLResponseError ? error.errors : [];

/**
 * „Zu viele Versuche. Bitte versuche es in X Minuten erneut.“ — minutes rounded up, never less than one, in the
 * browser's locale like every figure (the message only ever appears after a request, never in prerendered HTML).
 */
export function rateLimitMessage(retryAfterSeconds?: number): string {
  if (!retryAfterSeconds || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return 'Zu viele Versuche. Bitte versuche es in ein paar Minuten erneut.';
  }
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Zu viele Versuche. Bitte versuche es in ${formatCount(minutes, browserNumberLocale())} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`;
}

/** The German rate-limit message when the server refused for its limits (RATE_LIMITED or HTTP 429), else null. */
export function rateLimitOf(error: unknown): string | null {
  const http = error instanceof GraphQLResponseError || error instanceof NetworkError ? error.http : undefined;
  const limited = serverErrorsOf(error).find((e) => e.extensions?.code === 'RATE_LIMITED');
  if (!limited && http?.status !== 429) return null;
  const fromServer = Number(limited?.extensions?.retryAfterSeconds);
  return rateLimitMessage(fromServer > 0 ? fromServer : http?.retryAfterSeconds);
}

/** What the app says while the server reports an outage of a part behind it (SERVICE_UNAVAILABLE, HTTP 503). */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'Klimahain ist gerade kurz nicht erreichbar. Bitte versuche es in einem Moment noch einmal.';

const httpOf = (error: unknown) =>
  error instanceof GraphQLResponseError || error instanceof NetworkError ? error.http : undefined;

/**
 * The server answered that a part behind it is down for a moment (SERVICE_UNAVAILABLE, HTTP 503): the request may
 * succeed soon, and the donor's sign-in is as good as before — nothing to sign out for.
 */
export function isServiceUnavailable(error: unknown): boolean {
  return (
    httpOf(error)?.status === 503 || serverErrorsOf(error).some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')
  );
}

/**
 * Worth asking again by itself: an outage the server reported (503), or a proxy in front answering 502/504 while the
 * server restarts. No answer at all (offline) is not: the page says at once to check the connection.
 */
export function isTransientFailure(error: unknown): boolean {
  if (isServiceUnavailable(error)) return true;
  const status = error instanceof NetworkError ? error.http?.status : undefined;
  return status === 502 || status === 504;
}

/** The server's Retry-After in seconds (extension or header), if it sent one. */
export function retryAfterSecondsOf(error: unknown): number | undefined {
  const fromExtension = Number(
    serverErrorsOf(error).find((e) => e.extensions?.retryAfterSeconds)?.extensions?.retryAfterSeconds,
  );
  if (fromExtension > 0) return fromExtension;
  return httpOf(error)?.retryAfterSeconds;
}
