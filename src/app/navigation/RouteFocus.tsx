import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styles from './RouteFocus.module.css';

export interface RouteFocusProps {
  /** The element that holds the pages (the shell's <main>). */
  mainId: string;
}

/**
 * After a route change, moves focus to the new page's heading and announces the document title, so keyboard and
 * screen-reader users start at the top of the new page instead of on <body> (and the next Tab not in the footer).
 * The first page load is left alone: the browser already reads the new document.
 */
export function RouteFocus({ mainId }: RouteFocusProps) {
  const { pathname } = useLocation();
  const firstPath = useRef<string | null>(pathname);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    const main = document.getElementById(mainId);
    if (!main) return;
    // Its code comes with the first route change: a page's load needs none of it.
    let stop: (() => void) | undefined;
    let active = true;
    import('./focusNewPage')
      .then(({ focusNewPage }) => {
        if (active) stop = focusNewPage(main, setMessage);
      })
      .catch((error: unknown) => console.warn('[RouteFocus] nicht verfügbar', error));
    return () => {
      active = false;
      stop?.();
    };
  }, [pathname, mainId]);

  return (
    <div className={styles.announcer} role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
