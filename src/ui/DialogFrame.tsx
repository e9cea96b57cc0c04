import type { ReactNode, Ref } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay, type DialogProps, type FormProps } from 'react-aria-components';
import styles from './DialogFrame.module.css';

export interface DialogFrameProps {
  /**
   * False while work started in the dialog runs: Escape and a click outside do nothing until it ended (the answer
   * decides whether the dialog closes). Default true.
   */
  isDismissable?: boolean;
  /** Wider (44 rem instead of 34 rem), e.g. for the certificate preview. */
  isWide?: boolean;
  /** The content; a function gets `close` for a button „Abbrechen“ or „Schließen“. */
  children: DialogProps['children'];
}

/**
 * A dialog of its own over the page, to put inside a react-aria DialogTrigger beside the button that opens it: focus
 * moves in, stays inside and returns to the button; the page does not scroll. Its content is mounted when it opens, so
 * a form starts afresh every time. For a question before something that cannot be undone, or a message, the app's one
 * global modal (openModal, ConfirmDialog) is there instead.
 */
export function DialogFrame({ isDismissable = true, isWide = false, children }: DialogFrameProps) {
  return (
    <ModalOverlay className={styles.overlay} isDismissable={isDismissable} isKeyboardDismissDisabled={!isDismissable}>
      <Modal className={isWide ? `${styles.modal} ${styles.wide}` : styles.modal}>
        <Dialog className={styles.dialog}>{children}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The dialog's heading: its accessible name. */
export function DialogTitle({ children }: { children: ReactNode }) {
  return (
    <Heading slot="title" className={styles.title}>
      {children}
    </Heading>
  );
}

/** A form filling the dialog (react-aria Form), its parts one under the other. */
export function DialogForm(props: Omit<FormProps, 'className' | 'style'>) {
  return <Form {...props} className={styles.form} />;
}

/** A muted line of explanation in the dialog. */
export function DialogNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

/** The dialog's buttons at its end, the main one last. */
export function DialogButtons({ children }: { children: ReactNode }) {
  return <div className={styles.buttons}>{children}</div>;
}

/** The button that opens the dialog (its DialogTrigger) and, beside it, the DialogStatus of what the dialog did. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

export interface DialogStatusProps {
  /** What the dialog did, e.g. „Dein Geschenk wurde geändert.“; null: nothing to say (the status takes no room). */
  children: ReactNode;
  /** To move focus here when the button is gone afterwards (the status can take focus, not by Tab). */
  ref?: Ref<HTMLParagraphElement>;
}

/** A polite status beside the dialog's button; always rendered, so screen readers know the region before it speaks. */
export function DialogStatus({ children, ref }: DialogStatusProps) {
  return (
    <p role="status" className={styles.status} ref={ref} tabIndex={-1}>
      {children}
    </p>
  );
}
