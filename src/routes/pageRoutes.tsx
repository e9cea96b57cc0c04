import type { RouteObject } from 'react-router-dom';
import { deferredPage, type Lazy } from '../app/deferredPage';
import { ROUTES, type RouteDef } from '../content/routeTable';
import { untilReader } from '../ssr/deferredHydration';
import type { CalculatorLoaderData } from './calculator/loader';
type Loader = NonNullable<RouteObject['loader']>;

/**
 * Route loaders start the page's query while its code loads (never inside `lazy`, which would serialise them). They
 * import Relay on use: pages without data never load it.
 */
const calculatorLoader: Loader = (): CalculatorLoaderData => ({
  // Not awaited: a deferred page's query, like its code, waits for the reader (DEFERRED_PAGES) — the router does not.
  query: untilReader()
    .then(() => import('./calculator/loader'))
    .then((module) => module.calculatorLoader()),
});
const devNavigationLoader: Loader = async () => (await import('./devNavigation/loader')).devNavigationLoader();
const LOADERS: Record<string, Loader> = {
  '/calculator': calculatorLoader,
  '/dev/navigation-links': devNavigationLoader,
  '/dev/navigation-links/{item}': devNavigationLoader,
  '/dev/navigation-links/{item}/unterseite': devNavigationLoader,
};

/**
 * Pages whose modules use no react-aria (plainPages.test.ts checks their imports): they load without AriaRouter, whose
 * react-aria I18nProvider costs 3 kB and, on a slow phone, some 100 ms of locale detection as it loads.
 */
export const PAGES_WITHOUT_ARIA: ReadonlySet<string> = new Set([
  '/',
  '/projects',
  '/projects/{project}',
  '/about',
  '/legal/imprint',
  '/legal/privacy',
  '/legal/terms',
]);

/**
 * The donor journey's first pages, whose prerendered HTML is taken over only at the reader's first sign
 * (src/app/deferredPage.tsx): most visitors land here, and their forms' code (Relay, react-aria) is most of what a
 * page would otherwise fetch before it is idle (issue 26's budgets).
 */
export const DEFERRED_PAGES: ReadonlySet<string> = new Set([
  '/',
  '/projects',
  '/projects/{project}',
  '/projects/{project}/donate',
  '/calculator',
  '/donate',
]);

/**
 * The page's module with its component inside AriaRouter (react-aria's language and router links): react-aria comes
 * with the pages that use it, never with the shell every page loads.
 */
function withAria(load: Lazy): Lazy {
  return async () => {
    const [route, { withAriaRouter }] = await Promise.all([load(), import('../app/AriaRouter')]);
    return route.Component ? { ...route, Component: withAriaRouter(route.Component) } : route;
  };
}

function toRoute(page: RouteDef): RouteObject {
  const built: Lazy = async () => {
    const load = (await import('./pageModules')).BUILT[page.internal];
    // A page in the route table without a component is a programming error, not a page to show.
    if (!load) throw new Error(`No component for ${page.internal} (${page.path})`);
    return load();
  };
  const withItsRouter = PAGES_WITHOUT_ARIA.has(page.internal) ? built : withAria(built);
  const lazy = DEFERRED_PAGES.has(page.internal) ? deferredPage(`Seite ${page.path}`, withItsRouter) : withItsRouter;
  // The id names the route in hydration data (src/ssr/hydration.ts).
  return { id: page.internal, path: page.path, handle: { page }, loader: LOADERS[page.internal], lazy };
}

/** The account pages (/mein-klimahain/*) sit behind the guard: guests go to /anmelden and come back after sign-in. */
export const pageRoutes: RouteObject[] = [
  ...ROUTES.filter((page) => page.kind !== 'account').map(toRoute),
  {
    // Loaded with the first account page: guests on the start page never fetch it.
    lazy: withAria(async () => ({ Component: (await import('../app/feedback/AccountGuard')).AccountGuard })),
    children: ROUTES.filter((page) => page.kind === 'account').map(toRoute),
  },
];
