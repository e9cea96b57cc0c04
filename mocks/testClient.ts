import type { GraphQLFormattedError } from 'graphql';
import { mockTokenFor } from './auth.js';
import { USER_IDS } from './fixtures/users.js';
import type { MockServer } from './executor.js';

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  data?: T | null;
  errors?: GraphQLFormattedError[];
}

export type As = keyof typeof USER_IDS | 'guest' | { token: string };

const tokens: Record<keyof typeof USER_IDS, string> = {
  newUser: mockTokenFor({ sub: USER_IDS.newUser }),
  withSubscription: mockTokenFor({ sub: USER_IDS.withSubscription }),
  withDonations: mockTokenFor({ sub: USER_IDS.withDonations }),
  admin: mockTokenFor({ sub: USER_IDS.admin, groups: ['admin'] }),
};

/** Sends operations through yoga.fetch exactly as a browser would (POST /graphql, x-access-code when signed in). */
export function testClient(server: MockServer) {
  return async function gql<T = Record<string, any>>(
    query: string,
    variables: Record<string, unknown> = {},
    as: As = 'guest',
  ): Promise<GraphQLResponse<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (as !== 'guest') headers['x-access-code'] = typeof as === 'object' ? as.token : tokens[as];
    const res = await server.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, ...(await res.json()) };
  };
}

/** The error codes of a response, in order. */
export const codes = (res: GraphQLResponse) => (res.errors ?? []).map((e) => e.extensions?.code);
