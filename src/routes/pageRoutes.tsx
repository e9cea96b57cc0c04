import type { RouteObject } from 'react-router-dom';
import { PAGES, type PageDef } from '../content/routes';
import { PlaceholderPage } from './placeholder/PlaceholderPage';

type Lazy = NonNullable<RouteObject['lazy']>;

/** Pages with a component of their own, loaded on demand; every other page shows its heading and intro. */
const BUILT: Record<string, Lazy> = {
  '/': async () => ({ Component: (await import('./start/StartPage')).StartPage }),
  '/projects': async () => ({ Component: (await import('./projects/ProjectsPage')).ProjectsPage }),
  '/projects/{project}': async () => ({ Component: (await import('./project/ProjectPage')).ProjectPage }),
  '/projects/{project}/donate': async () => ({ Component: (await import('./project/ProjectDonatePage')).ProjectDonatePage }),
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

function toRoute(page: PageDef): RouteObject {
  const lazy = BUILT[page.internal];
  const base = { path: page.path, handle: { page } };
  return lazy ? { ...base, lazy } : { ...base, element: <PlaceholderPage page={page} /> };
}

export const pageRoutes: RouteObject[] = PAGES.map(toRoute);
