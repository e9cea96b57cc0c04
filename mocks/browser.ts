import { setupWorker } from 'msw/browser';
import { session } from '../src/auth/session';
import { downloadLinksThroughMocks } from './downloadLinks.js';
import { handlersFor, isGraphqlRequest } from './handlers.js';
import { createMockAuthAdapter } from './mockAuthAdapter.js';
import { mountDevToolbar } from './mountDevToolbar.js';
import { getScenario } from './scenarios/list.js';
import { applyScenarioParam, createScenarioStore } from './scenarioStore.js';

/**
 * dev:mock: the real Yoga, schema and resolvers run in the browser behind MSW, over memory repositories seeded by
 * the active scenario (`?scenario=`, kept in sessionStorage; default guest). Called by src/main.tsx before the app
 * renders; loaded only in mock mode, so none of it reaches the production bundle.
 */
export async function startMockMode(): Promise<void> {
  const store = createScenarioStore(window.sessionStorage);
  const scenario = getScenario(applyScenarioParam(window.location.search, store));
  const { world, handlers } = handlersFor(scenario);

  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledRequest(request, print) {
      // Assets, Vite and HMR go to the dev server; a /graphql request no handler answered is a bug.
      if (isGraphqlRequest(request)) print.error();
    },
  });

  // Download links (a gift certificate's PDF) are navigations, which the worker lets pass: fetched through it instead.
  downloadLinksThroughMocks();
  await session.install(createMockAuthAdapter(store));
  mountDevToolbar(store);

  // For poking around in the console: the world's repositories, sent mails and payment calls.
  (globalThis as { klimahainMock?: unknown }).klimahainMock = { scenario, server: world.server, worker };
  console.info(
    `[Mock-Modus] Szenario „${scenario.label}“ (${scenario.id}). Wechseln: Leiste unten links oder ?scenario=`,
  );
}
