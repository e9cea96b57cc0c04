import { useEffect, useRef } from 'react';
import { reportErrorOnce } from './reportFrontendError';

/**
 * Reports `error` to the backend once, after the component showing it has mounted. Pass `enabled: false` for
 * errors that are no bug of the app (an unreachable server). `reporter` replaces the backend call (stories, tests).
 */
export function useReportError(
  error: unknown,
  { enabled = true, reporter = reportErrorOnce }: { enabled?: boolean; reporter?: (error: unknown) => void } = {},
): void {
  const lastReported = useRef<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!enabled || (lastReported.current && Object.is(lastReported.current.error, error))) return;
    lastReported.current = { error };
    reporter(error);
  }, [error, enabled, reporter]);
}
