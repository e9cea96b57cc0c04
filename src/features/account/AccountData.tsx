import { Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../../app/feedback/ErrorBoundary';
import { ErrorFallback } from '../../app/feedback/ErrorFallback';
import { isLoadError } from '../../app/feedback/errorKinds';
import { LoadErrorMessage } from '../../app/feedback/LoadErrorMessage';
import { PageSpinner } from '../../app/feedback/PageSpinner';

export interface AccountDataProps {
  /** Renders the part that loads its data; a new `fetchKey` after „Erneut versuchen“ asks the server again. */
  children: (fetchKey: number) => ReactNode;
  /** Said while the data loads, e.g. „Deine Spenden werden geladen …“. */
  loadingMessage: string;
}

/**
 * Loading and error states of an account page's data, below its heading: a spinner with a German message while it
 * loads, and if it cannot be loaded a German message with „Erneut versuchen“ — header, heading and footer stay.
 */
export function AccountData({ children, loadingMessage }: AccountDataProps) {
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <ErrorBoundary
      resetKeys={[fetchKey]}
      fallback={({ error, reset }) => {
        const retry = () => {
          setFetchKey((k) => k + 1);
          reset();
        };
        return isLoadError(error) ? (
          <LoadErrorMessage error={error} onRetry={retry} variant="section" />
        ) : (
          <ErrorFallback error={error} onRetry={retry} variant="section" />
        );
      }}
    >
      <Suspense fallback={<PageSpinner message={loadingMessage} delayMs={0} />}>{children(fetchKey)}</Suspense>
    </ErrorBoundary>
  );
}
