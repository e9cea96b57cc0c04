import { expect, it } from 'vitest';
import { consentChoiceStored, isBannerFreePath, mustReloadLeaving } from './consentPaths';

it('knows the two pages without a banner', () => {
  expect(isBannerFreePath('/impressum')).toBe(true);
  expect(isBannerFreePath('/datenschutz/')).toBe(true);
  expect(isBannerFreePath('/agb')).toBe(false);
  expect(isBannerFreePath('/')).toBe(false);
});

it('reloads only when leaving the Impressum or the Datenschutzerklärung without a choice (spec §2)', () => {
  expect(mustReloadLeaving('/impressum', '/', false)).toBe(true);
  expect(mustReloadLeaving('/datenschutz', '/impressum', false)).toBe(true);
  expect(mustReloadLeaving('/impressum', '/', true)).toBe(false);
  expect(mustReloadLeaving('/agb', '/', false)).toBe(false);
  expect(mustReloadLeaving('/impressum', '/impressum', false)).toBe(false);
});

it('reads the stored choice from the consent cookie', () => {
  expect(consentChoiceStored('')).toBe(false);
  expect(consentChoiceStored('other=1; cc_cookie=%7B%7D')).toBe(true);
  expect(consentChoiceStored('not_cc_cookie=1')).toBe(false);
});
