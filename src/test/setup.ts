import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Interactive parts (menus, dialogs, toasts, the newsletter form) load their code on first use: the first findBy…
// of a test file waits for that import, which can take longer than the default second while the whole suite runs,
// and a findBy… is a wait for a state: its limit is a safety net just under the test's own (vitest.config.ts).
configure({ asyncUtilTimeout: 25_000 });

// The files share one worker and one happy-dom window (vitest.config.ts: isolate false). Each file starts from what
// a fresh window has: empty storage and cookies, an empty document, the address and title of a new page.
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0].trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
document.body.innerHTML = '';
document.title = '';
delete document.documentElement.dataset.app;
window.history.replaceState(null, '', '/');
// A German browser, as the e2e's (locale de-DE): figures shown in the browser's locale read "11,5" (spec §9).
Object.defineProperty(navigator, 'languages', { value: ['de-DE', 'de'], configurable: true });
Object.defineProperty(navigator, 'language', { value: 'de-DE', configurable: true });

afterEach(() => cleanup());
