// Runs in the wide project only (see playwright.config.ts).
import { expect, test } from './consoleGuard';

test.describe('wide header (1280 px)', () => {
  test('shows the main navigation, the guest prompt and marks the current section', async ({ page }) => {
    await page.goto('/projekte/uganda');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link')).toHaveText(['Projekte', 'CO₂-Rechner', 'Über uns']);
    await expect(nav.getByRole('link', { name: 'Projekte' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'CO₂-Rechner' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Mach mit!')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mach mit! Registrieren' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Spenden', exact: true })).toHaveAttribute(
      'href',
      '/spenden',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeHidden();
  });

  test('is usable with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if (await nav.getByRole('link', { name: 'CO₂-Rechner' }).evaluate((el) => el === document.activeElement)) break;
    }
    await expect(nav.getByRole('link', { name: 'CO₂-Rechner' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/co2-rechner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CO₂-Rechner');
  });
});
