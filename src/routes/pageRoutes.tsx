import type { RouteObject } from 'react-router-dom';
import { deferredPage } from '../app/deferredPage';
import { ACCOUNT_BASE, PAGES, type PageDef } from '../content/routes';
import { untilReader } from '../ssr/deferredHydration';
import type { CalculatorLoaderData } from './calculator/loader';

/** The function form of `lazy` (the route's module, loaded on demand). */
type Lazy = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;
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

/** Every page's component, loaded on demand. */
const BUILT: Record<string, Lazy> = {
  '/calculator': async () => ({ Component: (await import('./calculator/CalculatorPage')).CalculatorPage }),
  '/': async () => ({ Component: (await import('./start/StartPage')).StartPage }),
  '/projects': async () => ({ Component: (await import('./projects/ProjectsPage')).ProjectsPage }),
  '/projects/{project}': async () => ({ Component: (await import('./project/ProjectPage')).ProjectPage }),
  '/projects/{project}/donate': async () => ({
    Component: (await import('./project/ProjectDonatePage')).ProjectDonatePage,
  }),
  '/donate': async () => {
    const { DonatePage } = await import('./donate/DonatePage');
    const page = PAGES.find((p) => p.internal === '/donate')!;
    return {
      Component: () => <DonatePage project={null} title={page.title} heading={page.heading} intro={page.intro} />,
    };
  },
  '/auth/register': async () => ({ Component: (await import('./auth/RegisterPage')).RegisterPage }),
  '/auth/register-resend': async () => ({ Component: (await import('./auth/RegisterResendPage')).RegisterResendPage }),
  '/auth/confirm-sign-up': async () => ({ Component: (await import('./auth/ConfirmSignUpPage')).ConfirmSignUpPage }),
  '/auth/login': async () => ({ Component: (await import('./auth/LoginPage')).LoginPage }),
  '/auth/forgot-password': async () => ({ Component: (await import('./auth/ForgotPasswordPage')).ForgotPasswordPage }),
  '/auth/reset-password': async () => ({ Component: (await import('./auth/ResetPasswordPage')).ResetPasswordPage }),
  '/auth/relogin': async () => ({ Component: (await import('./auth/ReloginPage')).ReloginPage }),
  '/user/confirm-email': async () => ({ Component: (await import('./auth/ConfirmEmailPage')).ConfirmEmailPage }),
  '/newsletter/confirmation': async () => ({
    Component: (await import('./newsletter/NewsletterConfirmPage')).NewsletterConfirmPage,
  }),
  '/gift/{token}': async () => ({ Component: (await import('./gift/GiftCertificatePage')).GiftCertificatePage }),
  '/about': async () => ({ Component: (await import('./about/AboutPage')).AboutPage }),
  '/contact': async () => ({ Component: (await import('./contact/ContactPage')).ContactPage }),
  '/legal/faq': async () => ({ Component: (await import('./legal/FaqPage')).FaqPage }),
  '/legal/imprint': async () => ({ Component: (await import('./legal/ImprintPage')).ImprintPage }),
  '/legal/privacy': async () => ({ Component: (await import('./legal/PrivacyPage')).PrivacyPage }),
  '/legal/terms': async () => ({ Component: (await import('./legal/TermsPage')).TermsPage }),
  '/user/dashboard': async () => ({ Component: (await import('./account/DashboardPage')).DashboardPage }),
  '/user/plantbook': async () => ({ Component: (await import('./account/PlantbookPage')).PlantbookPage }),
  '/user/treedepot': async () => ({ Component: (await import('./account/TreeDepotPage')).TreeDepotPage }),
  '/user/subscriptions-and-donations': async () => ({
    Component: (await import('./account/SubscriptionsPage')).SubscriptionsPage,
  }),
  '/user/cancel-subscription-confirm': async () => ({
    Component: (await import('./account/CancelSubscriptionPage')).CancelSubscriptionPage,
  }),
  '/user/profile': async () => ({ Component: (await import('./account/ProfilePage')).ProfilePage }),
  '/user/edit-profile': async () => ({ Component: (await import('./account/EditProfilePage')).EditProfilePage }),
  '/user/update-password': async () => ({
    Component: (await import('./account/UpdatePasswordPage')).UpdatePasswordPage,
  }),
  '/user/update-email': async () => ({ Component: (await import('./account/UpdateEmailPage')).UpdateEmailPage }),
  '/user/cancel-account-confirm': async () => ({
    Component: (await import('./account/CancelAccountPage')).CancelAccountPage,
  }),
  // Success pages only right after the action (issue 16); opened directly they lead to where the Abo or account is.
  '/user/cancel-subscription-success': async () => {
    const { OutcomePage } = await import('./account/OutcomePage');
    return {
      Component: () => (
        <OutcomePage internal="/user/cancel-subscription-success" fallback={`${ACCOUNT_BASE}/abo-spenden`} />
      ),
    };
  },
  '/user/cancel-account-success': async () => {
    const { OutcomePage } = await import('./account/OutcomePage');
    return {
      Component: () => <OutcomePage internal="/user/cancel-account-success" fallback={`${ACCOUNT_BASE}/profil`} />,
    };
  },
  '/dev/navigation-links': async () => {
    const { DevNavigationPage } = await import('./devNavigation/DevNavigationPage');
    return { Component: () => <DevNavigationPage level="root" /> };
  },
  '/dev/navigation-links/{item}': async () => {
    const { DevNavigationPage } = await import('./devNavigation/DevNavigationPage');
    return { Component: () => <DevNavigationPage level="item" /> };
  },
  '/dev/navigation-links/{item}/unterseite': async () => {
    const { DevNavigationPage } = await import('./devNavigation/DevNavigationPage');
    return { Component: () => <DevNavigationPage level="sub" /> };
  },
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

function toRoute(page: PageDef): RouteObject {
  const built = BUILT[page.internal];
  // A page in the route table without a component is a programming error, not a page to show.
  if (!built) throw new Error(`No component for ${page.internal} (${page.path})`);
  const withItsRouter = PAGES_WITHOUT_ARIA.has(page.internal) ? built : withAria(built);
  const lazy = DEFERRED_PAGES.has(page.internal) ? deferredPage(withItsRouter) : withItsRouter;
  // The id names the route in hydration data (src/ssr/hydration.ts).
  return { id: page.internal, path: page.path, handle: { page }, loader: LOADERS[page.internal], lazy };
}

/** The account pages (/mein-klimahain/*) sit behind the guard: guests go to /anmelden and come back after sign-in. */
export const pageRoutes: RouteObject[] = [
  ...PAGES.filter((page) => page.kind !== 'account').map(toRoute),
  {
    // Loaded with the first account page: guests on the start page never fetch it.
    lazy: withAria(async () => ({ Component: (await import('../app/feedback/AccountGuard')).AccountGuard })),
    children: PAGES.filter((page) => page.kind === 'account').map(toRoute),
  },
];
