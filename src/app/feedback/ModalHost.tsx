import { useLoadedPart } from '../lazyPart';
import { modalDialogPart } from './modalPart';

/**
 * Renders the global modal of `openModal()` (ModalDialog: focus moves in, stays inside and returns to where it was;
 * the page does not scroll; Escape, a click outside and the close button close it). Renders nothing until the first
 * modal has loaded its code; from then on it stays mounted. Mount once.
 */
export function ModalHost() {
  const Dialog = useLoadedPart(modalDialogPart);
  return Dialog ? <Dialog /> : null;
}
