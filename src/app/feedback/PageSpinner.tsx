import { useEffect, useState } from 'react';
import { PAGE_SPINNER_DELAY_MS } from './constants';
import styles from './PageSpinner.module.css';
import { Spinner } from './Spinner';

export interface PageSpinnerProps {
  message?: string;
  /** Nothing is shown for this long, so quick page changes do not flash a spinner. */
  delayMs?: number;
}

/**
 * The Suspense fallback of the page area while a page's code or data loads: a centered spinner with a German message.
 *
 * No minimum display time here: React unmounts a Suspense fallback the moment the page is ready, and holding the page
 * back to honour a minimum would only make it slower. The §9 minimum (1000 ms) applies to the LoadingOverlay; this
 * spinner avoids flicker with a short delay before it appears instead. The empty status region exists from the
 * start, so screen readers announce the message when it is filled in.
 */
export function PageSpinner({ message = 'Seite wird geladen …', delayMs = PAGE_SPINNER_DELAY_MS }: PageSpinnerProps) {
  const [visible, setVisible] = useState(delayMs <= 0);

  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  return (
    <div className={styles.pageSpinner} role="status" data-visible={visible || undefined}>
      {visible ? (
        <>
          <Spinner />
          <p className={styles.message}>{message}</p>
        </>
      ) : null}
    </div>
  );
}
