import { serverErrorsOf } from '../../relay/requestFailure';

/**
 * The German message for a failed request: the server's own words for an expected failure (it answers those with a
 * code and a German message, e.g. the payment provider being unavailable), else `fallback` — a masked server error
 * or a network failure says nothing a donor could act on.
 */
export function requestErrorMessage(error: unknown, fallback: string): string {
  const coded = serverErrorsOf(error).find(
    (e) => typeof e.extensions?.code === 'string' && e.extensions.code !== 'INTERNAL_SERVER_ERROR',
  );
  return coded?.message ?? fallback;
}
