import { StrictMode, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/**
 * What wraps the router on the client and in the prerenderer alike: the same tree on both sides is what lets the
 * browser hydrate the prerendered HTML without a mismatch.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {/* German for react-aria's own words (e.g. the overlays' hidden close buttons), whatever the browser's language. */}
      <I18nProvider locale="de-DE">{children}</I18nProvider>
    </StrictMode>
  );
}
