import { useCallback, useState, type ReactElement } from 'react';
import { DEFAULT_LOADING_MESSAGE } from './constants';
import { LoadingOverlay } from './LoadingOverlay';

export interface LoadingAction {
  /**
   * Shows the overlay with `message` while `action` runs and passes its result or error on. The overlay stays at
   * least its minimum time even when the action is quicker; the returned promise does not wait for that.
   */
  withLoading: <T>(action: Promise<T> | (() => Promise<T>), message?: string) => Promise<T>;
  /** Whether an action is running (the overlay may still be shown a little after it ends). */
  isLoading: boolean;
  /** Render this once in the component that uses the hook. */
  overlay: ReactElement;
}

/**
 * The full-screen spinner during an action: `const { withLoading, overlay } = useLoadingAction();` then
 * `await withLoading(save(), 'Wird gespeichert …')` and render `{overlay}`. Overlapping actions keep it up until the
 * last one ends; the newest message wins.
 */
export function useLoadingAction(minimumDurationMs?: number): LoadingAction {
  const [state, setState] = useState({ running: 0, message: DEFAULT_LOADING_MESSAGE });

  const withLoading = useCallback(
    async <T,>(action: Promise<T> | (() => Promise<T>), message = DEFAULT_LOADING_MESSAGE) => {
      setState((s) => ({ running: s.running + 1, message }));
      try {
        return await (typeof action === 'function' ? action() : action);
      } finally {
        setState((s) => ({ ...s, running: Math.max(0, s.running - 1) }));
      }
    },
    [],
  );

  const isLoading = state.running > 0;
  return {
    withLoading,
    isLoading,
    overlay: <LoadingOverlay isVisible={isLoading} message={state.message} minimumDurationMs={minimumDurationMs} />,
  };
}
