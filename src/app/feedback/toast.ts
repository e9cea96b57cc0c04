import { requestPart } from '../lazyPart';
import { toastsPart } from './toastsPart';

/** Spec §9: toasts close by themselves after 8000 ms. */
export const TOAST_TIMEOUT_MS = 8000;

export interface ToastContent {
  title: string;
  description?: string;
  tone?: 'success' | 'error' | 'info';
}

type Deliver = (content: ToastContent) => void;

let deliver: Deliver | undefined;
/** Toasts shown before the queue's code has loaded, oldest first. */
const waiting: ToastContent[] = [];

/**
 * Shows a toast in the app's <ToastRegion>. The queue (react-aria's) comes with the region's code, which the first
 * toast loads: until then toasts wait here, so a page that shows none loads none of it.
 */
export function showToast(content: ToastContent): void {
  if (deliver) deliver(content);
  else waiting.push(content);
  // A failed load keeps the toasts waiting; the next toast tries again.
  requestPart(toastsPart);
}

/** Called once by the queue's module when it has loaded: the waiting toasts and all later ones go to `next`. */
export function connectToasts(next: Deliver): void {
  deliver = next;
  for (const content of waiting.splice(0)) next(content);
}
