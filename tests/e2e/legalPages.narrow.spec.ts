// Runs in the narrow project only (390 px, see playwright.config.ts).
import { expect, test } from './consoleGuard';

const PAGES = [
  ['Kontakt', 'Kontakt'],
  ['FAQ', 'Häufig gestellte Fragen'],
  ['Impressum', 'Impressum'],
  ['Datenschutz', 'Datenschutzerklärung'],
  ['AGB', 'Allgemeine Geschäftsbedingungen'],
] as const;

test('every legal page is reachable from the footer at 390 px', async ({ page }) => {
  await page.goto('/');
  for (const [link, heading] of PAGES) {
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Rechtliches' })
      .getByRole('link', { name: link })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(/\| Klimahain$/);
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
});

test('Über uns is a real page with the split of a tree’s 5 €', async ({ page }) => {
  await page.goto('/ueber-uns');
  await expect(page.getByRole('heading', { level: 1, name: 'Über Klimahain' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Aufteilung von 5\s€ je Baum/ })).toBeVisible();
});
