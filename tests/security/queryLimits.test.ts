import { describe, expect, it } from 'vitest';
import persisted from '../../persisted_queries.json';
import { createMockServer } from '../../mocks/executor.js';
import { testClient } from '../../mocks/testClient.js';

/** The limits must never refuse the app itself: every operation it sends passes them (missing variables aside). */
describe('query limits leave room for the app’s own operations', () => {
  const gql = testClient(createMockServer());
  it.each(
    Object.entries(persisted as Record<string, string>).map(([id, text]) => [text.split(/[({]/)[0].trim(), id, text]),
  )('%s passes depth, alias, cost and token limits', async (_name, _id, text) => {
    const res = await gql(text, {}, 'withSubscription');
    const refused = (res.errors ?? []).filter(
      (e) => /limit|exceeded/i.test(e.message) || e.extensions?.code === 'GRAPHQL_PARSE_FAILED',
    );
    expect(refused).toEqual([]);
  });
});
