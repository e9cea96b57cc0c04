import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { consent as appConsent } from './consent';
import type { ConsentManager as Manager } from './createConsentManager';
import { consentChoiceStored, isBannerFreePath, mustReloadLeaving } from './consentPaths';

export interface ConsentManagerProps {
  /** The app's manager by default; tests pass their own. */
  manager?: Manager;
  /** Full page load of the current address; tests observe it. */
  reload?: () => void;
}

/**
 * Starts the consent manager once the first page is up (its code is a chunk of its own), keeps the banner off the
 * Impressum and the Datenschutzerklärung and reloads the page when a visitor leaves them without a choice (spec §2),
 * and counts page views — which the manager does only after consent to statistics. Renders nothing.
 */
export function ConsentManager({ manager = appConsent, reload = () => window.location.reload() }: ConsentManagerProps) {
  const { pathname } = useLocation();
  const previous = useRef<{ pathname: string; href: string } | null>(null);
  const current = useRef(pathname);
  current.current = pathname;

  // From the first render on, before the banner can come: where the visitor is, and whether they have started moving.
  useEffect(() => manager.watchFocus(), [manager]);

  useEffect(() => {
    // After the page's load event, when the browser is idle: the banner's code never competes with the page itself
    // (its first render, the hydration of prerendered HTML). A first visit still gets the banner within moments.
    const begin = () => void manager.start({ showBanner: !isBannerFreePath(current.current) });
    let cancelIdle = () => {};
    const whenIdle = () => {
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(begin, { timeout: 1500 });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(begin, 0);
        cancelIdle = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') {
      whenIdle();
      return () => cancelIdle();
    }
    window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancelIdle();
    };
  }, [manager]);

  // Before paint: a visitor leaving a banner-free page without a choice gets the next page as a fresh load.
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = { pathname, href: window.location.href };
    if (!from || from.pathname === pathname) return;
    if (mustReloadLeaving(from.pathname, pathname, consentChoiceStored())) {
      reload();
      return;
    }
    if (isBannerFreePath(pathname)) manager.hideBanner();
    manager.pageView(from.href);
  }, [pathname, manager, reload]);

  return null;
}
