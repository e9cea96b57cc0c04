import { useCallback, useSyncExternalStore } from 'react';
import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { lazyPart, useLazyPart } from '../lazyPart';
import { toastQueue, type ToastContent } from './toast';
import styles from './ToastRegion.module.css';

/**
 * The class names of Toasts. Imported here, the stylesheet stays in the entry CSS at its place in the cascade; only
 * the code is loaded on demand.
 */
export const toastStyles = styles;

const toasts = lazyPart('Benachrichtigungen', () => import('./Toasts').then((module) => module.Toasts));

/** Loads the toasts' code ahead of the first toast (tests that fake timers before showing one). */
export const preloadToastRegion = () => toasts.load();

export interface ToastRegionProps {
  /** The queue to show; the app's one `toastQueue` unless a story or test brings its own. */
  queue?: ToastQueue<ToastContent>;
}

/**
 * The toasts of `showToast()` in a region „Benachrichtigungen“ (Toasts): top right (full width on narrow screens),
 * newest first, each with a close button; they close by themselves after TOAST_TIMEOUT_MS (8000 ms). Their code
 * (react-aria's toast region) is loaded when the first toast arrives, not with the page. Mount once.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const subscribe = useCallback((listener: () => void) => queue.subscribe(listener), [queue]);
  const getNewest = useCallback(() => queue.visibleToasts[0]?.key, [queue]);
  // Every new toast asks for the code again, until it has loaded.
  const newest = useSyncExternalStore(subscribe, getNewest, getNewest);
  const Toasts = useLazyPart(toasts, newest);
  return Toasts ? <Toasts queue={queue} /> : null;
}
