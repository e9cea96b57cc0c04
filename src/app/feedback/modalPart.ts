import { lazyPart } from '../lazyPart';
import styles from './ModalHost.module.css';

/**
 * ModalDialog's class names. Imported here, the stylesheet stays in the entry CSS at its place in the cascade; only
 * the code is loaded on demand.
 */
export const modalStyles = styles;

/** The global modal's dialog (react-aria's Modal and Dialog), loaded when the first modal opens. */
export const modalDialogPart = lazyPart('Dialog', () => import('./ModalDialog').then((module) => module.ModalDialog));
