import { useGlobalLoading } from './globalLoading';
import { LoadingOverlay } from './LoadingOverlay';

/** Renders the global loading overlay of holdLoading()/useLoadingWhile(). Mount once, in the shell. */
export function LoadingHost() {
  const { holds, message } = useGlobalLoading();
  return <LoadingOverlay isVisible={holds > 0} message={message} />;
}
