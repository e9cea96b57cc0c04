import { useRouteError } from 'react-router-dom';
import { RouteErrorView } from './RouteErrorView';
import { useRouteRetry } from './useRouteRetry';

/**
 * The errorElement of the page routes (docs/architecture.md §3.6, the inner tier): rendered in the shell's <main>, so header and
 * footer stay usable. React-router clears it when the path changes, and „Erneut versuchen“ loads the route again.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { retry, isRetrying } = useRouteRetry(error);
  return <RouteErrorView error={error} onRetry={retry} isRetrying={isRetrying} />;
}
