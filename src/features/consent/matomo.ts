import type { AnalyticsConfig } from './analyticsConfig';

type MatomoQueue = unknown[][];

declare global {
  interface Window {
    _paq?: MatomoQueue;
  }
}

/**
 * The tracker's script tag, inert (`type="text/plain"`) until the consent library activates it for the category
 * „analytics“ after the visitor agreed. Declining leaves it inert: nothing is fetched.
 */
export function placeMatomoScript(config: AnalyticsConfig, doc: Document = document): void {
  if (doc.querySelector('script[data-service="matomo"]')) return;
  const script = doc.createElement('script');
  script.type = 'text/plain';
  script.async = true;
  script.dataset.category = 'analytics';
  script.dataset.service = 'matomo';
  script.dataset.src = `${config.url}matomo.js`;
  doc.head.appendChild(script);
}

/** After consent: cookieless tracking of the current page. Matomo reads the queue whenever its script runs. */
export function startMatomo(config: AnalyticsConfig, win: Window = window): void {
  const queue = (win._paq ??= []);
  queue.push(['disableCookies']);
  queue.push(['setTrackerUrl', `${config.url}matomo.php`]);
  queue.push(['setSiteId', config.siteId]);
  trackPageView(win);
}

/** A page of the single-page app, as Matomo would count a page load. */
export function trackPageView(win: Window = window, referrer?: string): void {
  const queue = (win._paq ??= []);
  if (referrer) queue.push(['setReferrerUrl', referrer]);
  queue.push(['setCustomUrl', win.location.href]);
  queue.push(['setDocumentTitle', win.document.title]);
  queue.push(['trackPageView']);
}
