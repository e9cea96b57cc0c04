import type { ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useLoadingWhile } from '../app/feedback/globalLoading';
import { Alert } from './Alert';
import { Button } from './Button';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  /** The button that opens the dialog, e.g. „Abo beenden …“. */
  trigger: string;
  title: string;
  /** What confirming does, in plain words. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while `busy`, e.g. „Wird beendet …“. */
  busyLabel: string;
  /** The full-screen overlay's message while `busy` (spec §2: at least 1000 ms), e.g. „Dein Abo wird beendet …“. */
  busyMessage: string;
  busy: boolean;
  /** A German message of the last failure, shown in the dialog (which stays open for a retry). */
  error: string | null;
  /** Does the work; calls `close` when it succeeded. */
  onConfirm: (close: () => void) => void;
}

/**
 * A destructive action behind an alert dialog (react-aria): focus moves in and returns, Escape or a click outside
 * cancels unless the work is running, and a failure stays inside the dialog next to the buttons. While the work runs,
 * the app's global loading overlay says what is happening (at least 1000 ms, even as the app moves on).
 */
export function ConfirmDialog({
  trigger,
  title,
  children,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busyMessage,
  busy,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  useLoadingWhile(busy, busyMessage);
  return (
    <DialogTrigger>
      <Button variant="danger">{trigger}</Button>
      <ModalOverlay className={styles.overlay} isDismissable={!busy}>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog} role="alertdialog">
            {({ close }) => (
              <>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {children}
                {error ? <Alert tone="error">{error}</Alert> : null}
                <div className={styles.actions}>
                  <Button variant="secondary" onPress={close} isDisabled={busy}>
                    {cancelLabel}
                  </Button>
                  <Button variant="danger" onPress={() => onConfirm(close)} isPending={busy}>
                    {busy ? busyLabel : confirmLabel}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
