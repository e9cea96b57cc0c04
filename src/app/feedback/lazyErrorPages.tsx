import { lazy, type ComponentType } from 'react';
import { ErrorViewLoader } from './ErrorViewLoader';

/**
 * An errorElement whose code is loaded when an error is shown. React.lazy keeps a failed load for good: after one,
 * the next error shown loads anew (the network may be back).
 */
function lazyErrorPage(load: () => Promise<ComponentType>, isShell = false) {
  const make = () => lazy(async () => ({ default: await load() }));
  let Page = make();
  return function LazyErrorPage() {
    return (
      <ErrorViewLoader isShell={isShell} onFailed={() => (Page = make())}>
        <Page />
      </ErrorViewLoader>
    );
  };
}

/**
 * The router's errorElements (docs/architecture.md §3.6). A healthy page never renders them, so their code (the
 * error fallback, its report to the backend, the load-error message) is loaded only when an error is shown.
 */
export const LazyShellErrorPage = lazyErrorPage(async () => (await import('./ShellErrorPage')).ShellErrorPage, true);
export const LazyRouteErrorPage = lazyErrorPage(async () => (await import('./RouteErrorPage')).RouteErrorPage);
