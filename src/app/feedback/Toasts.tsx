import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { AriaRouter } from '../AriaRouter';
import { CloseIcon, ToneIcon } from './icons';
import type { ToastContent as ToastData } from './toast';
import { toastQueue } from './toastQueue';
import { toastStyles as styles } from './toastsPart';

export interface ToastsProps {
  /** The app's queue unless a story brings its own. */
  queue?: ToastQueue<ToastData>;
}

/**
 * The toasts of a queue, loaded with the first toast (showToast(), or a story's own queue): top right (full width on
 * narrow screens), newest first, each with a close button. They close by themselves after TOAST_TIMEOUT_MS (8000 ms,
 * counted from when they show); hovering or focusing them pauses the timer.
 */
export function Toasts({ queue = toastQueue }: ToastsProps) {
  return (
    <AriaRouter>
      <AriaToastRegion queue={queue} className={styles.region} aria-label="Benachrichtigungen">
        {({ toast }) => {
          const tone = toast.content.tone ?? 'info';
          return (
            <Toast toast={toast} className={styles.toast} data-tone={tone}>
              <span className={styles.icon}>
                <ToneIcon tone={tone} />
              </span>
              {/* Polite: a toast waits for the screen reader to finish instead of interrupting (react-aria's default is an alert). */}
              <ToastContent className={styles.content} role="status" aria-live="polite">
                <Text slot="title" className={styles.title}>
                  {toast.content.title}
                </Text>
                {toast.content.description ? (
                  <Text slot="description" className={styles.description}>
                    {toast.content.description}
                  </Text>
                ) : null}
              </ToastContent>
              <Button slot="close" className={styles.close} aria-label="Schließen">
                <CloseIcon />
              </Button>
            </Toast>
          );
        }}
      </AriaToastRegion>
    </AriaRouter>
  );
}
