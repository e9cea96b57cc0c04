import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { createMockServer, type MockServer, type MockServerOptions } from './executor.js';
import { certificateHandlers } from './certificateHandlers.js';
import type { Scenario } from './scenarios/types.js';
import { twingleHandlers } from './twingleHandlers.js';

/** Matches /graphql on any origin: the dev server, Storybook, vitest's browser page and `http://localhost` in Node. */
export const GRAPHQL_URL = '*/graphql';

/** What a crashed proxy in front of the API sends: HTTP 500 and an HTML page, not JSON. */
export const SERVER_ERROR_BODY =
  '<!doctype html><title>500 Internal Server Error</title><h1>Internal Server Error</h1>';

/** A scenario brought to life: its own fresh mock server (none for failure scenarios) and how it answers. */
export interface ScenarioWorld {
  scenario: Scenario;
  /** The in-process server (repositories, sent mails, payment calls), or null when the scenario fails every request. */
  server: MockServer | null;
  respond(request: Request): Promise<Response>;
}

/** A fresh world for the scenario: memory repositories seeded from `scenario.seed`, nothing shared with other worlds. */
export function createScenarioWorld(scenario: Scenario, options: Omit<MockServerOptions, 'seed'> = {}): ScenarioWorld {
  if (scenario.failure === 'serverError') {
    return {
      scenario,
      server: null,
      respond: async () =>
        new HttpResponse(SERVER_ERROR_BODY, { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' } }),
    };
  }
  if (scenario.failure === 'never') {
    return {
      scenario,
      server: null,
      respond: async () => {
        await delay('infinite');
        throw new Error('unreachable');
      },
    };
  }
  const server = createMockServer({ ...options, seed: scenario.seed });
  if (scenario.paymentProvider) server.payments.answer = scenario.paymentProvider;
  return {
    scenario,
    server,
    async respond(request) {
      const res = await server.yoga.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text(),
      });
      // Re-wrap: a streamed Yoga body does not survive MSW in every environment (docs/stack.md).
      return new HttpResponse(await res.text(), { status: res.status, headers: res.headers });
    },
  };
}

/**
 * The /graphql handler. `world` is read per request, so Storybook can swap the world for each story while the
 * handler stays the worker's (reset-proof) initial handler.
 */
export function graphqlHandler(world: ScenarioWorld | (() => ScenarioWorld)): HttpHandler {
  return http.post(GRAPHQL_URL, ({ request }) => (typeof world === 'function' ? world() : world).respond(request));
}

/**
 * Everything the Node server answers that the app asks for, answered from `world` (read per request, as in
 * graphqlHandler): /graphql, the Twingle sandbox widget's payment and the push, and a gift certificate's PDF.
 */
export function worldHandlers(world: ScenarioWorld | (() => ScenarioWorld)): HttpHandler[] {
  return [graphqlHandler(world), ...twingleHandlers(world), ...certificateHandlers(world)];
}

/** The handlers for one scenario, with a fresh world; `world.server` lets tests look into the repositories. */
export function handlersFor(scenario: Scenario, options: Omit<MockServerOptions, 'seed'> = {}) {
  const world = createScenarioWorld(scenario, options);
  return { world, handlers: worldHandlers(world) };
}

/** True for requests to the GraphQL endpoint: these must never slip past the mocks unnoticed. */
export function isGraphqlRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('/graphql');
}
