/** Spec §9: a loading indicator, once shown, stays at least this long (no flash of a spinner). */
export const LOADING_MIN_DISPLAY_MS = 1000;

/** The page spinner waits this long before it appears, so fast page changes do not flicker. */
export const PAGE_SPINNER_DELAY_MS = 200;

/** The loading overlay's text when the work names none. */
export const DEFAULT_LOADING_MESSAGE = 'Wird geladen …';
