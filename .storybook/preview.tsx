import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createContext, Suspense, useContext, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { AriaRouter } from '../src/app/AriaRouter';
import { closeModal } from '../src/app/feedback/modal';
import { ModalHost } from '../src/app/feedback/ModalHost';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router-dom';
import { downloadLinksThroughMocks } from '../mocks/downloadLinks';
import { createScenarioWorld, isGraphqlRequest, worldHandlers, type ScenarioWorld } from '../mocks/handlers';
import { createMockAuthAdapter } from '../mocks/mockAuthAdapter';
import { DEFAULT_SCENARIO_ID, getScenario } from '../mocks/scenarios/list';
import { createScenarioStore } from '../mocks/scenarioStore';
import '../mocks/storyParameters';
import { SPEC_VIEWPORTS } from './viewports';
import { AppFrame } from './AppFrame';
import { session } from '../src/auth/session';
import { createEnvironment } from '../src/relay/environment';
import '../src/styles/global.css';
import { checkCo2Claims } from './co2Claims';

/**
 * The mock world of every story (the contract stories rely on):
 * - `parameters.scenario` ('guest' | 'newUser' | 'withFootprint' | 'withSubscription' | 'loading' | 'serverError',
 *   default 'guest') picks a FRESH world: the real Yoga over memory repositories seeded by the scenario, behind
 *   MSW, and the session (signed in with a mock token for the scenario's user, or signed out).
 * - `parameters.path` (default '/') is the initial entry of a memory data router; the story renders for every path.
 * - each story gets a fresh Relay environment, react-aria's RouterProvider (navigate/useHref from react-router)
 *   and `lang="de"` inside react-aria's I18nProvider (de-DE), like the app.
 * - `parameters.msw.handlers` still works for overriding single requests on top of the scenario.
 */

document.documentElement.lang = 'de';
// A story's download link (a gift certificate's PDF) is answered by MSW, as in dev:mock.
downloadLinksThroughMocks();

// The world of the story being rendered. The worker's one initial handler reads it per request, so it survives
// msw-storybook-addon's resetHandlers() between stories while each story swaps in its own world.
let world: ScenarioWorld = createScenarioWorld(getScenario(DEFAULT_SCENARIO_ID));

async function startWorker() {
  const worker = setupWorker(...worldHandlers(() => world));
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isGraphqlRequest(request)) print.error();
    },
  });
  return worker;
}

const StoryElement = createContext<ReactNode>(null);

/** The story inside the router; reads the element from context, so arg changes re-render it. */
function StorySlot() {
  return <>{useContext(StoryElement)}</>;
}

function StoryRouteError() {
  const error = useRouteError();
  return (
    <div role="alert">
      <h1>Fehler in der Story</h1>
      <pre>{error instanceof Error ? `${error.name}: ${error.message}` : String(error)}</pre>
    </div>
  );
}

function MockWorld({ path, children }: { path: string; children: ReactNode }) {
  const [environment] = useState(() => createEnvironment());
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '*',
          errorElement: <StoryRouteError />,
          element: (
            <AriaRouter>
              <Suspense fallback={<p role="status">Lädt …</p>}>
                <StorySlot />
              </Suspense>
              {/* The app's global modal, as AppShell mounts it: confirmations open in it. */}
              <ModalHost />
            </AriaRouter>
          ),
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return (
    <StoryElement.Provider value={children}>
      <RelayEnvironmentProvider environment={environment}>
        {/* As in the app (src/main.tsx): react-aria speaks German whatever the browser's language. */}
        <I18nProvider locale="de-DE">
          <div lang="de">
            <RouterProvider router={router} />
          </div>
        </I18nProvider>
      </RelayEnvironmentProvider>
    </StoryElement.Provider>
  );
}

const withMockWorld: Decorator = (Story, context) => (
  <MockWorld key={context.id} path={context.parameters.path ?? '/'}>
    <Story />
  </MockWorld>
);

/** Pages (group „Seiten“) between the app's header and footer, unless the toolbar's „Rahmen“ says otherwise. */
const withAppFrame: Decorator = (Story, context) =>
  context.title.startsWith('Seiten/') && context.globals.rahmen !== 'aus' ? (
    <AppFrame>
      <Story />
    </AppFrame>
  ) : (
    <Story />
  );

const preview: Preview = {
  // Starts MSW once; resets story handlers between stories.
  loaders: [mswLoader(startWorker)],
  // After the loaders, before the story renders: a fresh world and the scenario's session.
  async beforeEach({ parameters }) {
    const scenario = getScenario(parameters.scenario ?? DEFAULT_SCENARIO_ID);
    world = createScenarioWorld(scenario);
    // A modal a story left open does not follow into the next one.
    closeModal();
    await session.install(createMockAuthAdapter(createScenarioStore(null, scenario.id)));
  },
  // Every story: no CO₂ sentence gives a period to trees funded once (issue 31).
  afterEach: checkCo2Claims,
  // Inside out: the frame needs the mock world's Relay environment and router.
  decorators: [withAppFrame, withMockWorld],
  globalTypes: {
    rahmen: {
      description: 'Seiten mit Kopf- und Fußzeile der App zeigen',
      toolbar: {
        title: 'Rahmen',
        icon: 'sidebaralt',
        items: [
          { value: 'an', title: 'Seiten mit Kopf- und Fußzeile' },
          { value: 'aus', title: 'Nur die Seite' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { rahmen: 'an' },
  parameters: {
    scenario: DEFAULT_SCENARIO_ID,
    path: '/',
    // The spec's breakpoints, and only them, in the toolbar's viewport menu.
    viewport: { options: SPEC_VIEWPORTS },
    // Storybook opens on the first entry: the welcome page, then the foundations, then from small to large.
    options: {
      storySort: {
        order: [
          'Willkommen',
          'Grundlagen',
          ['Farben', 'Typografie', 'Abstände', 'Radien und Schatten', 'Bewegung und Ebenen', 'Breakpoints', 'Symbole'],
          'Bausteine',
          'App-Rahmen',
          'Funktionen',
          'Seiten',
          'Mock-Welt',
        ],
      },
    },
  },
};

export default preview;
