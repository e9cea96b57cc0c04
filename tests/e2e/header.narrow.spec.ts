// Runs in the narrow project only (see playwright.config.ts).
import { expect, test } from './consoleGuard';

test.describe('narrow header (390 px)', () => {
  test('offers Registrieren and a menu with sign-up, sign-in, main and meta links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Registrieren' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Menü öffnen' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    for (const name of [
      'Registrieren',
      'Anmelden',
      'Startseite',
      'CO₂-Rechner',
      'Kontakt',
      'Impressum',
      'Datenschutz',
      'AGB',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('locks page scrolling while open and unlocks it when closed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeHidden();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('opens with the keyboard, closes with Escape and returns focus to the menu button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menü öffnen' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('closes when a link is followed and shows that page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Impressum' }).click();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeHidden();
    await expect(page).toHaveURL('/impressum');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  });
});
