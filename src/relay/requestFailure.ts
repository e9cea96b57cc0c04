import { GraphQLResponseError, NetworkError } from './fetchGraphQL';

export type ServerError = GraphQLResponseError['errors'][number];

/** The GraphQL errors a failed request answered with; none for a network failure. */
export const serverErrorsOf = (error: unknown): readonly ServerError[] =>
  error instanceof GraphQLResponseError ? error.errors : [];

/** „Zu viele Versuche. Bitte versuche es in X Minuten erneut.“ — minutes rounded up, never less than one. */
export function rateLimitMessage(retryAfterSeconds?: number): string {
  if (!retryAfterSeconds || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return 'Zu viele Versuche. Bitte versuche es in ein paar Minuten erneut.';
  }
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Zu viele Versuche. Bitte versuche es in ${minutes.toLocaleString('de-DE')} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`;
}

/** The German rate-limit message when the server refused for its limits (RATE_LIMITED or HTTP 429), else null. */
export function rateLimitOf(error: unknown): string | null {
  const http = error instanceof GraphQLResponseError || error instanceof NetworkError ? error.http : undefined;
  const limited = serverErrorsOf(error).find((e) => e.extensions?.code === 'RATE_LIMITED');
  if (!limited && http?.status !== 429) return null;
  const fromServer = Number(limited?.extensions?.retryAfterSeconds);
  return rateLimitMessage(fromServer > 0 ? fromServer : http?.retryAfterSeconds);
}
