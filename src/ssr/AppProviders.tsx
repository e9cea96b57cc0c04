import { StrictMode, useEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/**
 * What wraps the router on the client and in the prerenderer alike: the same tree on both sides is what lets the
 * browser hydrate the prerendered HTML without a mismatch.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {/* German for react-aria's own words (e.g. the overlays' hidden close buttons), whatever the browser's language. */}
      <I18nProvider locale="de-DE">
        {children}
        <AppReady />
      </I18nProvider>
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
