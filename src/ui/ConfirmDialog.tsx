import { useEffect, useRef, type ReactNode } from 'react';
import { useLoadingWhile } from '../app/feedback/globalLoading';
import { closeModalIfOpen, openModal, updateModal } from '../app/feedback/modal';
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
 * A destructive action behind a question in the app's global modal (spec §2, openModal, as an alert dialog): focus
 * moves in and returns, „Schließen“, Escape or a click outside cancel unless the work is running, and a failure stays
 * inside the dialog next to the buttons. The dialog follows this component's props while it is open. While the work
 * runs, the app's global loading overlay says what is happening (at least 1000 ms, even as the app moves on).
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
  const openId = useRef<number | null>(null);

  const content = (close: () => void) => (
    <div className={styles.body}>
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
    </div>
  );

  // What the open dialog shows follows the props (a running request, its error); after every render.
  useEffect(() => {
    if (openId.current !== null) updateModal(openId.current, { title, content, isDismissable: !busy });
  });
  // A page that goes away (e.g. after the Abo ended) takes its question with it.
  useEffect(
    () => () => {
      if (openId.current !== null) closeModalIfOpen(openId.current);
    },
    [],
  );

  return (
    <Button
      variant="danger"
      onPress={() => {
        openId.current = openModal({
          title,
          role: 'alertdialog',
          content,
          isDismissable: !busy,
          onClose: () => {
            openId.current = null;
          },
        });
      }}
    >
      {trigger}
    </Button>
  );
}
