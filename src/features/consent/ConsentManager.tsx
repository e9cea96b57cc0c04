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

  useEffect(() => {
    // When the browser is idle, so the banner never competes with the page itself.
    const begin = () => void manager.start({ showBanner: !isBannerFreePath(current.current) });
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(begin, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(begin, 0);
    return () => clearTimeout(id);
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
