// Issue 33 §1 at 390 px: the consent banner comes a moment after the page; a keyboard user who has started moving
// keeps their place, and after the choice the focus is back there — not on <body>, where the next Tab would start
// again at „Zum Inhalt springen“.
import type { Page } from '@playwright/test';
import { firstVisit } from './consent';
import { expect, test } from './consoleGuard';

test.use({ storageState: firstVisit });

const banner = (page: Page) => page.getByRole('dialog', { name: 'Darf Klimahain mitzählen?' });

/** The focused element, marked so a locator can find it again; its text for the messages. */
async function markFocused(page: Page, mark: string) {
  return page.evaluate((name) => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    active.dataset.e2eFocus = name;
    return active.textContent?.trim() || active.getAttribute('aria-label') || active.tagName;
  }, mark);
}

/**
 * Holds the consent manager's code until the visitor has moved: the banner comes after the page's load event and an
 * idle moment, so without this the test's first keys could come after it. Returns what lets the code load.
 */
async function holdConsentCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/consentLibrary-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The banner is in place: shown, its fade-in over (the library moves the focus, if at all, by then). */
async function bannerSettled(page: Page) {
  await expect(banner(page)).toBeVisible();
  await page.waitForFunction(() => {
    const dialog = document.querySelector('#cc-main .cm');
    return (
      document.documentElement.classList.contains('show--consent') &&
      dialog !== null &&
      getComputedStyle(dialog).opacity === '1' &&
      dialog.getAnimations({ subtree: true }).length === 0
    );
  });
}

test('a keyboard user who has started moving keeps their place when the banner comes, and has it back after the choice', async ({
  page,
}) => {
  const release = await holdConsentCode(page);
  await page.goto('/spenden');
  await expect(page.getByRole('heading', { level: 1, name: 'Spenden' })).toBeVisible();
  // Before the banner: past the skip link and the logo to the header's buttons.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  const where = await markFocused(page, 'before');
  expect(where).not.toBeNull();
  const place = page.locator('[data-e2e-focus="before"]');
  release();

  await bannerSettled(page);
  await expect(place).toBeFocused();

  // The next Tab goes on in the page, not into the banner.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#cc-main') ?? null)).toBeNull();
  await markFocused(page, 'next');
  const next = page.locator('[data-e2e-focus="next"]');
  await expect(next).toBeFocused();

  // The choice, by keyboard: the focus is back at the last place in the page.
  await banner(page).getByRole('button', { name: 'Nur notwendige' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await expect(next).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
});

test('a choice by pointer also gives the focus back to where it was in the page', async ({ page }) => {
  const release = await holdConsentCode(page);
  await page.goto('/spenden');
  await expect(page.getByRole('heading', { level: 1, name: 'Spenden' })).toBeVisible();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  expect(await markFocused(page, 'before')).not.toBeNull();
  release();

  await bannerSettled(page);
  await banner(page).getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.locator('[data-e2e-focus="before"]')).toBeFocused();
});
