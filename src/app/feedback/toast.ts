import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** Spec §9: toasts close by themselves after 8000 ms. */
export const TOAST_TIMEOUT_MS = 8000;

export interface ToastContent {
  title: string;
  description?: string;
  tone?: 'success' | 'error' | 'info';
}

/** The one queue of the app; <ToastRegion> renders it top-right. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 4 });

export function showToast(content: ToastContent): void {
  toastQueue.add(content, { timeout: TOAST_TIMEOUT_MS });
}
