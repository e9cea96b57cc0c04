import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { stripTypename } from './stripTypename';

export const GRAPHQL_PATH = '/graphql';

/** What the HTTP layer said: a rate limit (429) comes with Retry-After, which a form turns into „in X Minuten“. */
export interface HttpAnswer {
  status: number;
  /** Retry-After in seconds, when the server sent it. */
  retryAfterSeconds?: number;
}

/** A failure the user can retry: the server could not be reached or answered with something unusable. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  readonly http?: HttpAnswer;
  constructor(message: string, options?: ErrorOptions & { http?: HttpAnswer }) {
    super(message, options);
    this.http = options?.http;
  }
}

/** The server answered, but with errors and no data. */
export class GraphQLResponseError extends Error {
  override name = 'GraphQLResponseError';
  constructor(
    readonly errors: readonly { message: string; extensions?: Record<string, unknown> }[],
    readonly http?: HttpAnswer,
  ) {
    super(errors.map((e) => e.message).join('; '));
  }
}

function httpAnswer(response: Response): HttpAnswer {
  const retryAfter = Number(response.headers.get('retry-after'));
  return { status: response.status, ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) };
}

/**
 * Production builds send only the persisted operation's id (relay.config.js persistConfig): the production server
 * runs nothing else. Development and tests send the text, so a changed query works before anything is persisted.
 */
function operationOf(params: RequestParameters): { doc_id: string } | { query: string | null } {
  return import.meta.env.PROD && params.id ? { doc_id: params.id } : { query: params.text };
}

/** POSTs an operation; sends x-access-code only when signed in; logs GraphQL and network errors (spec §7). */
export async function fetchGraphQL(
  params: RequestParameters,
  variables: Variables,
  accessToken: string | null,
): Promise<GraphQLResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (accessToken) headers['x-access-code'] = accessToken;
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...operationOf(params), operationName: params.name, variables: stripTypename(variables) }),
    });
  } catch (cause) {
    console.error(`[GraphQL] ${params.name}: network error`, cause);
    throw new NetworkError('Der Server ist gerade nicht erreichbar.', { cause });
  }
  let json: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  try {
    json = await response.json();
  } catch (cause) {
    console.error(`[GraphQL] ${params.name}: unreadable response (HTTP ${response.status})`, cause);
    throw new NetworkError('Der Server hat nicht verständlich geantwortet.', { cause, http: httpAnswer(response) });
  }
  if (json.errors?.length) {
    // Warn, not error: some are expected answers (NOT_FOUND when no calculator result is saved yet).
    console.warn(
      `[GraphQL] ${params.name}:`,
      json.errors.map((e) => `${e.extensions?.code ?? ''} ${e.message}`).join(' | '),
    );
  }
  // 503: a part behind the server is down for a moment (SERVICE_UNAVAILABLE); whatever data came along is not the
  // page's, the whole request is asked again (retryingFetch.ts).
  if (json.data == null || (response.status === 503 && json.errors?.length)) {
    if (json.errors?.length) throw new GraphQLResponseError(json.errors, httpAnswer(response));
    console.error(`[GraphQL] ${params.name}: response without data (HTTP ${response.status})`);
    throw new NetworkError('Der Server hat nicht verständlich geantwortet.', { http: httpAnswer(response) });
  }
  return json as GraphQLResponse;
}
