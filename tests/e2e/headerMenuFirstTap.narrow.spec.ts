import { expect, test } from './consoleGuard';
import { quietPage } from './quietPage';

/*
 * Issue 32 §1: the narrow header's menu opens on the FIRST tap, also before the app has taken the prerendered page
 * over. The menu is a native popover in the page's HTML that the button opens by itself (`popovertarget`); once
 * hydrated, the app follows its state (src/app/header/NarrowHeader.tsx). Here the app's entry script is held back
 * until the menu has been tapped open, so the tap surely comes before hydration.
 */
test('the menu opens with one tap before the app has taken the page over, and behaves the same afterwards', async ({
  context,
}) => {
  const { page, errors } = await quietPage(context);

  let releaseEntry!: () => void;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  let entryRequested = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    entryRequested = true;
    await entryHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });

  const button = page.getByRole('button', { name: 'Menü öffnen' });
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await expect(menu).toBeHidden();

  await button.tap();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Impressum' })).toBeVisible();
  // The browser has put the focus into the menu; the app has not run yet.
  await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();

  // The app takes the page over: the open menu stays open, and the button says so.
  await expect.poll(() => entryRequested).toBe(true);
  releaseEntry();
  await page.waitForFunction(
    () => document.documentElement.dataset.app === 'ready' && document.documentElement.dataset.parts !== 'waiting',
  );
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');

  // Escape closes it and gives the focus back to the menu button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  // Opened again, now with the app: a followed link closes it and shows its page without loading the document anew.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await button.tap();
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'Impressum' }).tap();
  await expect(page).toHaveURL('/impressum');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors, 'console errors').toEqual([]);
});
