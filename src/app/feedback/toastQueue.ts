import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { connectToasts, TOAST_TIMEOUT_MS, type ToastContent } from './toast';

/** The one queue of the app, filled by showToast(); <ToastRegion> renders it top right. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 4 });

connectToasts((content) => toastQueue.add(content, { timeout: TOAST_TIMEOUT_MS }));
