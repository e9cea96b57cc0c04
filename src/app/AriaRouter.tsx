import type { ComponentType, ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';

/**
 * react-aria's links and menu items navigate through react-router (no page load) inside it. For the parts and pages
 * that use react-aria — they bring react-aria along anyway — so that the shell of every page needs none of it.
 */
export function AriaRouter({ children }: { children: ReactNode }) {
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
