import { lazyPart } from '../lazyPart';
import styles from './ToastRegion.module.css';

/**
 * The class names of Toasts. Imported here, the stylesheet stays in the entry CSS at its place in the cascade; only
 * the code is loaded on demand.
 */
export const toastStyles = styles;

/** The toasts' region (react-aria's toast region and queue), loaded with the first toast. */
export const toastsPart = lazyPart('Benachrichtigungen', () => import('./Toasts').then((module) => module.Toasts));
