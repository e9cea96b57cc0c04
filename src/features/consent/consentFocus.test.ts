import * as CookieConsent from 'vanilla-cookieconsent';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { consentConfig } from './consentConfig';
import { createConsentFocus } from './consentFocus';

// The real library with the app's texts, the timers faked: its focus call comes 100 ms after the banner.
let stopWatching = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<a href="/a">Erster Link</a><input aria-label="Feld"><button>Weiter</button>';
});

afterEach(() => {
  stopWatching();
  CookieConsent.reset(true);
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
  vi.useRealTimers();
});

/** Watches from the page's start; `before` is what the visitor does before the banner comes. */
async function showBanner(before: () => void = () => {}) {
  const focus = createConsentFocus();
  stopWatching = focus.watch();
  before();
  const config = consentConfig({
    showBanner: true,
    analyticsConfigured: false,
    onDecision: () => {},
    onModalShow: (name) => focus.shown(name),
    onModalHide: (name) => focus.hidden(name),
  });
  await CookieConsent.run(config);
  await vi.advanceTimersByTimeAsync(200);
  const banner = document.querySelector<HTMLElement>('#cc-main .cm')!;
  const button = (name: string) =>
    [...banner.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
  return { banner, button };
}

const byText = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('a, button')].find((e) => e.textContent === text)!;

it('takes the focus from a visitor who has not started moving (the banner is there before they can)', async () => {
  const { banner } = await showBanner();
  expect(banner.contains(document.activeElement)).toBe(true);
});

it('leaves the focus where a visitor who has started moving is, and gives it back there after the choice', async () => {
  byText('Weiter').focus();
  const { banner, button } = await showBanner();
  expect(document.activeElement).toBe(byText('Weiter'));
  expect(banner.getAttribute('aria-modal')).toBe('false');
  expect(document.documentElement.style.scrollPaddingBottom).not.toBe('');

  button('Nur notwendige').focus();
  button('Nur notwendige').click();
  expect(document.activeElement).toBe(byText('Weiter'));
  expect(document.documentElement.style.scrollPaddingBottom).toBe('');
});

it('a key pressed before the banner counts as moving, even with the focus still on the page’s start', async () => {
  await showBanner(() =>
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })),
  );
  expect(document.activeElement).toBe(document.body);
});

it('after the choice the focus goes to the last place on the page, not to where it was when the banner came', async () => {
  byText('Erster Link').focus();
  const { button } = await showBanner();
  // The visitor works on in the page, then decides.
  const field = document.querySelector('input')!;
  field.focus();
  button('Statistik erlauben').focus();
  button('Statistik erlauben').click();
  expect(document.activeElement).toBe(field);
});
