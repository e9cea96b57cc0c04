import { lazyPart } from '../lazyPart';
import styles from './LoadingOverlay.module.css';

/**
 * LoadingOverlay's class names. Imported here, the stylesheet stays in the entry CSS at its place in the cascade; only
 * the code is loaded on demand.
 */
export const loadingOverlayStyles = styles;

/** The global loading overlay, loaded when something first holds it (holdLoading). */
export const globalLoadingOverlayPart = lazyPart('Ladeanzeige', () =>
  import('./GlobalLoadingOverlay').then((module) => module.GlobalLoadingOverlay),
);
