import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { useLazyPart } from '../lazyPart';
import type { ToastContent } from './toast';
import { toastsPart } from './toastsPart';

/** Loads the toasts' code ahead of the first toast (tests that fake timers before showing one). */
export const preloadToastRegion = () => toastsPart.load();

export interface ToastRegionProps {
  /** A queue of its own (stories); by default the app's, which `showToast()` fills. */
  queue?: ToastQueue<ToastContent>;
}

/**
 * The toasts of `showToast()` in a region „Benachrichtigungen“ (Toasts): top right (full width on narrow screens),
 * newest first, each with a close button; they close by themselves after TOAST_TIMEOUT_MS (8000 ms). Renders nothing
 * until the first toast has loaded their code (react-aria's toast region and queue). Mount once.
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  // A queue of its own has no showToast() to load the code: it loads with the region.
  const Toasts = useLazyPart(toastsPart, queue);
  return Toasts ? <Toasts queue={queue} /> : null;
}
