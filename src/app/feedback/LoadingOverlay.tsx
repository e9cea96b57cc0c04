import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { DEFAULT_LOADING_MESSAGE, LOADING_MIN_DISPLAY_MS } from './constants';
import { loadingOverlayStyles as styles } from './loadingOverlayPart';
import { Spinner } from './Spinner';
import { useMinimumDuration } from './useMinimumDuration';

export interface LoadingOverlayProps {
  /** Whether the work is still going on. The overlay may stay a little longer (see `minimumDurationMs`). */
  isVisible: boolean;
  /** German text under the spinner, e.g. „Deine Spende wird gespeichert …“. */
  message?: string;
  /** Once shown, the overlay stays at least this long (spec §9: 1000 ms), so it never just flashes. */
  minimumDurationMs?: number;
  /**
   * When it was asked for (performance.now()), if before it rendered: the global overlay's code arrives after the
   * first hold, which may be over by then and is still shown (see useMinimumDuration).
   */
  requestedAt?: number;
}

/**
 * Full-screen spinner with a message (spec §2 supporting UI). While shown, the page behind it is inert (no clicks, no
 * keyboard focus, no scrolling), focus rests on the announcement and returns to where it was afterwards.
 */
export function LoadingOverlay({
  isVisible,
  message = DEFAULT_LOADING_MESSAGE,
  minimumDurationMs = LOADING_MIN_DISPLAY_MS,
  requestedAt,
}: LoadingOverlayProps) {
  const shown = useMinimumDuration(isVisible, minimumDurationMs, requestedAt);
  if (!shown || typeof document === 'undefined') return null;
  return createPortal(<OverlayContent message={message} />, document.body);
}

function OverlayContent({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const overlay = ref.current;
    if (!overlay) return;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const madeInert: Element[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element === overlay || element.hasAttribute('inert') || element.tagName === 'SCRIPT') continue;
      element.setAttribute('inert', '');
      madeInert.push(element);
    }
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    overlay.focus({ preventScroll: true });
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      root.style.overflow = previousOverflow;
      if (previousFocus?.isConnected) previousFocus.focus({ preventScroll: true });
    };
  }, []);

  return (
    <div ref={ref} className={styles.overlay} role="status" aria-live="polite" tabIndex={-1}>
      <div className={styles.panel}>
        <Spinner />
        <p className={styles.message}>{message}</p>
      </div>
    </div>
  );
}
