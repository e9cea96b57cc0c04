import { useCallback } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { isChunkLoadError } from './errorKinds';

/**
 * „Erneut versuchen“ of an errorElement: navigates to the same address again (replacing the history entry, keeping
 * scroll position and state). That runs the loaders again and gives a new location, which clears react-router's error
 * boundary also for errors thrown while rendering — a plain revalidate() does not when no loader has to run.
 * A missing code chunk needs a real page load.
 */
export function useRouteRetry(error: unknown): { retry: () => void; isRetrying: boolean } {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const retry = useCallback(() => {
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    const { pathname, search, hash, state } = location;
    void navigate({ pathname, search, hash }, { replace: true, state, preventScrollReset: true });
  }, [error, location, navigate]);
  return { retry, isRetrying: navigation.state !== 'idle' };
}
