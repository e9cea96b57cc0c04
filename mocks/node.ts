import { setupServer } from 'msw/node';
import { handlersFor } from './handlers.js';
import type { MockServerOptions } from './executor.js';
import { getScenario } from './scenarios/list.js';
import type { ScenarioId } from './scenarios/types.js';

/**
 * MSW in Node (vitest): the same /graphql handlers as dev:mock and Storybook. Start with
 * `server.listen({ onUnhandledRequest: 'error' })`, pick a world per test with `mockScenario`.
 */
export const server = setupServer();

/**
 * Answers /graphql (any origin, e.g. `http://localhost/graphql`) from a fresh world of the scenario, replacing the
 * previous one. Returns the world, whose `server` gives access to repositories, sent mails and payment calls.
 */
export function mockScenario(id: ScenarioId, options: Omit<MockServerOptions, 'seed'> = {}) {
  const { world, handlers } = handlersFor(getScenario(id), options);
  server.resetHandlers(...handlers);
  return world;
}
