import { useRef } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { AriaRouter } from '../AriaRouter';
import { CloseIcon } from './icons';
import { closeModal, useModal, type OpenModal } from './modal';
import { modalStyles as styles } from './modalPart';

/**
 * The global modal of `openModal()`, loaded by <ModalHost> when the first modal opens. A react-aria Modal + Dialog:
 * focus moves in, stays inside and returns to where it was; the page does not scroll; Escape, a click outside and the
 * close button close it.
 */
export function ModalDialog() {
  const modal = useModal();
  // Keep showing the last modal while it animates out.
  const last = useRef<OpenModal | null>(null);
  if (modal) last.current = modal;
  const shown = modal ?? last.current;
  const dismissable = shown?.isDismissable !== false;

  return (
    <AriaRouter>
      <ModalOverlay
        className={styles.overlay}
        isOpen={modal !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) closeModal();
        }}
        isDismissable={dismissable}
        isKeyboardDismissDisabled={!dismissable}
      >
        <Modal className={styles.modal}>
          {shown ? (
            <Dialog key={shown.id} className={styles.dialog} role={shown.role ?? 'dialog'}>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {shown.title}
                </Heading>
                <Button className={styles.close} onPress={closeModal} isDisabled={!dismissable} aria-label="Schließen">
                  <CloseIcon />
                </Button>
              </div>
              <div className={styles.body}>
                {typeof shown.content === 'function' ? shown.content(closeModal) : shown.content}
              </div>
            </Dialog>
          ) : null}
        </Modal>
      </ModalOverlay>
    </AriaRouter>
  );
}
