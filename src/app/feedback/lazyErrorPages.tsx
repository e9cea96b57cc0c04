import { lazy } from 'react';
import { ErrorViewLoader } from './ErrorViewLoader';

const lazyShellErrorPage = () =>
  lazy(() => import('./ShellErrorPage').then((module) => ({ default: module.ShellErrorPage })));
const lazyRouteErrorPage = () =>
  lazy(() => import('./RouteErrorPage').then((module) => ({ default: module.RouteErrorPage })));

// React.lazy keeps a failed load for good: after one, the next error shown loads anew (the network may be back).
let ShellErrorPage = lazyShellErrorPage();
let RouteErrorPage = lazyRouteErrorPage();

/**
 * The router's errorElements (docs/architecture.md §3.6). A healthy page never renders them, so their code (the
 * error fallback, its report to the backend, the load-error message) is loaded only when an error is shown.
 */
export function LazyShellErrorPage() {
  return (
    <ErrorViewLoader isShell onFailed={() => (ShellErrorPage = lazyShellErrorPage())}>
      <ShellErrorPage />
    </ErrorViewLoader>
  );
}

export function LazyRouteErrorPage() {
  return (
    <ErrorViewLoader onFailed={() => (RouteErrorPage = lazyRouteErrorPage())}>
      <RouteErrorPage />
    </ErrorViewLoader>
  );
}
