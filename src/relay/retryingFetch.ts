import { Observable, type GraphQLResponse } from 'relay-runtime';
import { isTransientFailure, retryAfterSecondsOf } from './requestFailure';

/** Waits before the 2nd, 3rd and 4th try of a query (backoff); the server's Retry-After counts when longer. */
export const QUERY_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
/** A Retry-After longer than this is not waited for here: the page shows the outage and retries by itself. */
const MAX_RETRY_AFTER_MS = 8000;

export interface RetryOptions {
  /** Only queries are asked again: a mutation might have happened (or half happened) before the answer was lost. */
  retry: boolean;
  delaysMs?: readonly number[];
  /** setTimeout by default; tests use fake timers. */
  schedule?: (run: () => void, ms: number) => () => void;
  onRetry?: (attempt: number, error: unknown) => void;
}

const timeout = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/**
 * Relay's fetch with retries: a query that meets an outage (503 SERVICE_UNAVAILABLE, a proxy's 502/504) is asked
 * again after 1, 2 and 4 s (or the server's Retry-After, up to 8 s), so a database that is back within
 * seconds is never seen. Anything else (UNAUTHENTICATED, BAD_USER_INPUT, a mutation) fails at once. Unsubscribing
 * (the page was left) stops the waiting.
 */
export function retryingFetch(
  attempt: () => Promise<GraphQLResponse>,
  { retry, delaysMs = QUERY_RETRY_DELAYS_MS, schedule = timeout, onRetry }: RetryOptions,
): Observable<GraphQLResponse> {
  return Observable.create<GraphQLResponse>((sink) => {
    let stopped = false;
    let cancelWait: (() => void) | undefined;
    const run = (tries: number) => {
      attempt().then(
        (response) => {
          if (stopped) return;
          sink.next(response);
          sink.complete();
        },
        (error: unknown) => {
          if (stopped) return;
          const delay = delaysMs[tries];
          if (!retry || delay === undefined || !isTransientFailure(error)) {
            sink.error(error instanceof Error ? error : new Error(String(error)));
            return;
          }
          const retryAfterMs = Math.min((retryAfterSecondsOf(error) ?? 0) * 1000, MAX_RETRY_AFTER_MS);
          onRetry?.(tries + 1, error);
          cancelWait = schedule(() => run(tries + 1), Math.max(delay, retryAfterMs));
        },
      );
    };
    run(0);
    return () => {
      stopped = true;
      cancelWait?.();
    };
  });
}
