import { expect, it } from 'vitest';
import { placeMatomoScript, startMatomo } from './matomo';

const TRACKER = { url: 'http://127.0.0.1:9410/matomo/', siteId: '7' };

it('places the tracker as an inert text/plain script for the analytics category, once', () => {
  placeMatomoScript(TRACKER);
  placeMatomoScript(TRACKER);
  const scripts = document.querySelectorAll('script[data-service="matomo"]');
  expect(scripts).toHaveLength(1);
  const script = scripts[0] as HTMLScriptElement;
  expect(script.type).toBe('text/plain');
  expect(script.dataset.category).toBe('analytics');
  expect(script.dataset.src).toBe('http://127.0.0.1:9410/matomo/matomo.js');
  expect(script.getAttribute('src')).toBeNull();
});

it('starts cookieless tracking of the current page', () => {
  const win = {
    location: { href: 'http://127.0.0.1/faq' },
    document: { title: 'FAQ | Klimahain' },
  } as unknown as Window;
  startMatomo(TRACKER, win);
  expect(win._paq).toEqual([
    ['disableCookies'],
    ['setTrackerUrl', 'http://127.0.0.1:9410/matomo/matomo.php'],
    ['setSiteId', '7'],
    ['setCustomUrl', 'http://127.0.0.1/faq'],
    ['setDocumentTitle', 'FAQ | Klimahain'],
    ['trackPageView'],
  ]);
});
