import { lazyPart, useLazyPart } from '../lazyPart';
import { closeModal, useModal } from './modal';
import styles from './ModalHost.module.css';

/**
 * ModalDialog's class names. Imported here, the stylesheet stays in the entry CSS at its place in the cascade; only
 * the code is loaded on demand.
 */
export const modalStyles = styles;

const modalDialog = lazyPart('Dialog', () => import('./ModalDialog').then((module) => module.ModalDialog));

/**
 * Renders the global modal of `openModal()` (ModalDialog: focus moves in, stays inside and returns to where it was;
 * the page does not scroll; Escape, a click outside and the close button close it). Its code (react-aria's Modal and
 * Dialog) is loaded when the first modal opens, not with the page; from then on it stays mounted. Mount once.
 */
export function ModalHost() {
  const modal = useModal();
  // A modal whose code cannot be loaded is closed (its onClose runs); the next one tries again.
  const Dialog = useLazyPart(modalDialog, modal?.id, closeModal);
  return Dialog ? <Dialog /> : null;
}
