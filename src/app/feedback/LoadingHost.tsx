import { useLoadedPart } from '../lazyPart';
import { globalLoadingOverlayPart } from './loadingOverlayPart';

/**
 * Renders the global loading overlay of holdLoading()/useLoadingWhile(). Renders nothing until the first hold has
 * loaded its code. Mount once, in the shell.
 */
export function LoadingHost() {
  const Overlay = useLoadedPart(globalLoadingOverlayPart);
  return Overlay ? <Overlay /> : null;
}
