import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from './app/AppShell';
import { appShellLoader } from './app/appShellLoader';
import { LazyRouteErrorPage, LazyShellErrorPage } from './app/feedback/lazyErrorPages';
import { PageSpinner } from './app/feedback/PageSpinner';
import { pageRoutes } from './routes/pageRoutes';

/**
 * Two error tiers (docs/architecture.md §3.6): the shell's errorElement replaces everything; the content route's keeps header and
 * footer and resets when the path changes.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <AppShell />,
    loader: appShellLoader,
    // Shown while the first page's code loads (lazy routes), before the shell can render.
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <LazyShellErrorPage />,
    children: [
      {
        errorElement: <LazyRouteErrorPage />,
        children: [
          ...pageRoutes,
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/notFound/NotFoundPage')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
