import type { ComponentType, ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useHref, useInRouterContext, useNavigate } from 'react-router-dom';

/**
 * What react-aria needs around its components: German for its own words (e.g. the overlays' hidden close buttons),
 * and its links and menu items navigating through react-router (no page load). For the parts and pages that use
 * react-aria — they bring react-aria along anyway — so that the shell of every page needs none of it. Outside a
 * router (some stories and tests) only the language.
 */
export function AriaRouter({ children }: { children: ReactNode }) {
  const inRouter = useInRouterContext();
  const content = <I18nProvider locale="de-DE">{children}</I18nProvider>;
  return inRouter ? <ThroughRouter>{content}</ThroughRouter> : content;
}

function ThroughRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

/** A route's component inside AriaRouter (for `lazy` route modules, which import this module alongside the page). */
export function withAriaRouter<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithAriaRouter(props: P) {
    return (
      <AriaRouter>
        <Component {...props} />
      </AriaRouter>
    );
  }
  WithAriaRouter.displayName = `WithAriaRouter(${Component.displayName ?? Component.name})`;
  return WithAriaRouter;
}
