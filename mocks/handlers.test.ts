import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockTokenFor } from './auth.js';
import { USER_IDS } from './fixtures/users.js';
import { SERVER_ERROR_BODY } from './handlers.js';
import { mockScenario, server } from './node.js';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What the app's fetchGraphQL sends, through MSW's interception of Node's fetch. */
function post(query: string, options: { as?: string; variables?: Record<string, unknown>; signal?: AbortSignal } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.as) headers['x-access-code'] = mockTokenFor({ sub: options.as });
  return fetch('http://localhost/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: options.variables ?? {} }),
    signal: options.signal,
  });
}

const VIEWER = 'query Viewer { user { firstName lastName } calculator(country: "DE") { state { co2EmissionTotal } } }';

describe('MSW /graphql handler (mocks/node.ts)', () => {
  it('answers from the real schema over the scenario’s seed, re-wrapped as a plain JSON response', async () => {
    mockScenario('withSubscription');
    const res = await post(VIEWER, { as: USER_IDS.withSubscription });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/(graphql-response\+)?json/);
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.user).toEqual({ firstName: 'Jonas', lastName: 'Berger' });
    expect(body.data.calculator.state.co2EmissionTotal).toBeCloseTo(11.554, 6);
  });

  it('serves withFootprint’s added state', async () => {
    mockScenario('withFootprint');
    const body = await (await post(VIEWER, { as: USER_IDS.newUser })).json();
    expect(body.data.user.firstName).toBe('Lena');
    expect(body.data.calculator.state.co2EmissionTotal).toBeCloseTo(7.6, 6);
  });

  it('keeps the server’s own error answers (NOT_FOUND without a footprint, UNAUTHENTICATED for guests)', async () => {
    mockScenario('newUser');
    const lena = await (await post(VIEWER, { as: USER_IDS.newUser })).json();
    expect(lena.data.user.firstName).toBe('Lena');
    expect(lena.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['NOT_FOUND']);
    const guest = await (await post('{ user { firstName } }')).json();
    expect(guest.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('gives every mockScenario call a fresh world', async () => {
    const world = mockScenario('newUser');
    const rename = await post('mutation Rename($user: InputUser!) { updateUser(user: $user) { firstName } }', {
      as: USER_IDS.newUser,
      variables: { user: { firstName: 'Lenchen', lastName: 'Neumann' } },
    });
    expect((await rename.json()).data.updateUser.firstName).toBe('Lenchen');
    expect((await world.server!.repos.users.findById(USER_IDS.newUser))?.firstName).toBe('Lenchen');
    mockScenario('newUser');
    const body = await (await post(VIEWER, { as: USER_IDS.newUser })).json();
    expect(body.data.user.firstName).toBe('Lena');
  });

  it('serverError: HTTP 500 with a body that is not JSON', async () => {
    mockScenario('serverError');
    const res = await post(VIEWER, { as: USER_IDS.withSubscription });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const text = await res.text();
    expect(text).toBe(SERVER_ERROR_BODY);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it('loading: never answers', async () => {
    mockScenario('loading');
    const controller = new AbortController();
    const pending = post('{ greeting }', { signal: controller.signal }).then(
      () => 'answered',
      () => 'aborted',
    );
    const winner = await Promise.race([
      pending,
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300)),
    ]);
    expect(winner).toBe('still waiting');
    controller.abort();
    expect(await pending).toBe('aborted');
  });
});
