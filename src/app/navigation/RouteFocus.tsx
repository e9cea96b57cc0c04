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

    let frame = 0;
    let announceFrame = 0;
    const settle = () => {
      // A page whose content still loads (lazy code, a suspended query) gets its heading later.
      const heading = main.querySelector('h1');
      if (!heading) return false;
      observer.disconnect();
      // Overlays that close with the navigation (the narrow menu) restore focus to their trigger first: wait a frame.
      frame = requestAnimationFrame(() => {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // Scroll position is ScrollRestoration's job (top on a new page, the old place on back/forward).
        heading.focus({ preventScroll: true });
        // Cleared first so the same title twice in a row is still read.
        setMessage('');
        announceFrame = requestAnimationFrame(() => setMessage(document.title));
      });
      return true;
    };
    const observer = new MutationObserver(() => settle());
    if (!settle()) observer.observe(main, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      cancelAnimationFrame(announceFrame);
    };
  }, [pathname, mainId]);

  return (
    <div className={styles.announcer} role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
