import { StrictMode, useEffect, type ReactNode } from 'react';

/**
 * What wraps the router on the client and in the prerenderer alike: the same tree on both sides is what lets the
 * browser hydrate the prerendered HTML without a mismatch.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {/* react-aria's German and router links come with the parts that use it (src/app/AriaRouter.tsx). */}
      {children}
      <AppReady />
    </StrictMode>
  );
}

/**
 * Marks <html data-app="ready"> once the app has taken over the page. A prerendered page looks finished before that,
 * but its buttons and choices do nothing yet: the e2e tests wait for this mark after loading a page.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
