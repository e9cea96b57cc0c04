import { useGlobalLoading } from './globalLoading';
import { LoadingOverlay } from './LoadingOverlay';

/** The overlay of holdLoading()/useLoadingWhile(), rendered by <LoadingHost> once its code has loaded. */
export function GlobalLoadingOverlay() {
  const { holds, message, waitingSince } = useGlobalLoading();
  return <LoadingOverlay isVisible={holds > 0} message={message} requestedAt={waitingSince} />;
}
