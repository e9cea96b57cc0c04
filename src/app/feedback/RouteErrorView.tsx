import { isRouteErrorResponse } from 'react-router-dom';
import { NotFoundPage } from '../../routes/notFound/NotFoundPage';
import { PageTitle } from '../PageTitle';
import { ErrorFallback } from './ErrorFallback';
import { isLoadError } from './errorKinds';
import { LoadErrorMessage } from './LoadErrorMessage';

export interface RouteErrorViewProps {
  /** What the route threw (its loader, its lazy code or its component). */
  error: unknown;
  /** „Erneut versuchen“. */
  onRetry: () => void;
  isRetrying?: boolean;
  /** Replaces the backend report (stories, tests). */
  reporter?: (error: unknown) => void;
}

/**
 * The page content for a route error: the 404 page for a thrown 404, „Die Seite konnte nicht geladen werden.“ for
 * load failures, otherwise the error fallback (which reports the error).
 */
export function RouteErrorView({ error, onRetry, isRetrying, reporter }: RouteErrorViewProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isLoadError(error)) {
    return (
      <>
        <PageTitle title="Seite nicht geladen" />
        <LoadErrorMessage error={error} onRetry={onRetry} isRetrying={isRetrying} />
      </>
    );
  }
  return (
    <>
      <PageTitle title="Fehler" />
      <ErrorFallback error={error} onRetry={onRetry} isRetrying={isRetrying} reporter={reporter} />
    </>
  );
}
