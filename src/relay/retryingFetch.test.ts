import type { GraphQLResponse, RequestParameters } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../auth/session';
import { fetchGraphQL, GraphQLResponseError, NetworkError } from './fetchGraphQL';
import { isServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './requestFailure';
import { retryingFetch } from './retryingFetch';

const OUTAGE = {
  errors: [
    {
      message: SERVICE_UNAVAILABLE_MESSAGE,
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 },
    },
  ],
};
const outage = () => Response.json(OUTAGE, { status: 503, headers: { 'retry-after': '5' } });
const DATA = { data: { user: { firstName: 'Jonas' } } };
const PARAMS = { name: 'DashboardPageQuery', operationKind: 'query', text: '{ user { firstName } }', id: null };

/** Runs a retryingFetch to its end; waits are collected, not slept: each runs as soon as the previous try failed. */
function run(attempt: () => Promise<GraphQLResponse>, retry = true) {
  const waits: number[] = [];
  const result = new Promise<GraphQLResponse>((resolve, reject) => {
    retryingFetch(attempt, {
      retry,
      schedule: (next, ms) => {
        waits.push(ms);
        queueMicrotask(next);
        return () => {};
      },
    }).subscribe({ next: resolve, error: reject });
  });
  return { result, waits };
}

describe('a query that meets an outage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    session.set({ status: 'signedOut' });
  });

  it('is asked again with backoff (the server’s Retry-After when longer) and the donor stays signed in', async () => {
    session.set({ status: 'signedIn', accessToken: 'token-jonas', userId: 'user-jonas' });
    const answers = [outage(), outage(), Response.json(DATA)];
    const fetch = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetch);
    const { result, waits } = run(() => fetchGraphQL(PARAMS as RequestParameters, {}, session.accessToken()));
    expect(await result).toEqual(DATA);
    expect(fetch).toHaveBeenCalledTimes(3);
    // 1 s and 2 s of backoff, but the server asked for 5 s.
    expect(waits).toEqual([5000, 5000]);
    // Each try carried the donor's token; nothing signed the donor out.
    for (const [, init] of fetch.mock.calls as unknown as [string, RequestInit][])
      expect((init.headers as Record<string, string>)['x-access-code']).toBe('token-jonas');
    expect(session.get()).toMatchObject({ status: 'signedIn', userId: 'user-jonas' });
  });

  it('treats a 503 with partial data as the outage it is', async () => {
    const answers = [Response.json({ data: { user: null }, ...OUTAGE }, { status: 503 }), Response.json(DATA)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()!),
    );
    const { result } = run(() => fetchGraphQL(PARAMS as RequestParameters, {}, 'token'));
    expect(await result).toEqual(DATA);
  });

  it('retries a proxy’s 502/504 (1, 2, 4 s), then gives up with the last failure', async () => {
    let tries = 0;
    const { result, waits } = run(async () => {
      tries++;
      throw new NetworkError('Der Server hat nicht verständlich geantwortet.', { http: { status: 502 } });
    });
    await expect(result).rejects.toBeInstanceOf(NetworkError);
    expect(tries).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('ends with the outage error after the last try, which the page shows as an outage', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => outage()),
    );
    const { result } = run(() => fetchGraphQL(PARAMS as RequestParameters, {}, 'token'));
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it('does not ask again for a mutation, a refusal (UNAUTHENTICATED), a bug or no answer at all', async () => {
    let tries = 0;
    const failing = (error: Error) => async () => {
      tries++;
      throw error;
    };
    const outageError = new GraphQLResponseError(OUTAGE.errors, { status: 503 });
    await expect(run(failing(outageError), false).result).rejects.toBe(outageError);
    const refused = new GraphQLResponseError([{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }]);
    await expect(run(failing(refused)).result).rejects.toBe(refused);
    const broken = new NetworkError('unverständlich', { http: { status: 500 } });
    await expect(run(failing(broken)).result).rejects.toBe(broken);
    // Offline: the page says so at once (check your connection) rather than waiting.
    const offline = new NetworkError('Der Server ist gerade nicht erreichbar.');
    await expect(run(failing(offline)).result).rejects.toBe(offline);
    expect(tries).toBe(4);
  });

  it('stops waiting when the page is left (unsubscribed)', async () => {
    let cancelled = false;
    let tries = 0;
    const subscription = retryingFetch(
      async () => {
        tries++;
        throw new NetworkError('weg', { http: { status: 503 } });
      },
      {
        retry: true,
        schedule: () => () => {
          cancelled = true;
        },
      },
    ).subscribe({});
    await vi.waitFor(() => expect(tries).toBe(1));
    subscription.unsubscribe();
    expect(cancelled).toBe(true);
  });
});
