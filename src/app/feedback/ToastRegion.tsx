import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { CloseIcon, ToneIcon } from './icons';
import { toastQueue, type ToastContent as ToastData } from './toast';
import styles from './ToastRegion.module.css';

export interface ToastRegionProps {
  /** The queue to show; the app's one `toastQueue` unless a story or test brings its own. */
  queue?: ToastQueue<ToastData>;
}

/**
 * The toasts of `showToast()`: top right (full width on narrow screens), newest first, each with a close button.
 * They close by themselves after TOAST_TIMEOUT_MS (8000 ms); hovering or focusing them pauses the timer. Mount once.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  return (
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
  );
}
