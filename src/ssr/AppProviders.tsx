import { StrictMode, type ReactNode } from 'react';

/**
 * What wraps the router on the client and in the prerenderer alike: the same tree on both sides is what lets the
 * browser hydrate the prerendered HTML without a mismatch.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {/* react-aria's German and router links come with the parts that use it (src/app/AriaRouter.tsx). */}
      {children}
    </StrictMode>
  );
}
