import { expect, test } from './consoleGuard';

test('the footer has quick links, the newsletter box, the copyright line and the meta links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Schnellzugriff' }).getByRole('link', { name: 'CO2-Rechner' })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link')).toHaveText(['Kontakt', 'FAQ', 'Impressum', 'Datenschutz', 'AGB']);
  await expect(footer.getByText(`© ${new Date().getFullYear()} Klimahain`)).toBeVisible();
  await expect(footer.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveAttribute('placeholder', 'E-Mail-Adresse eingeben...');
});

test('the newsletter box signs an address up against the real API', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(footer.getByText(/E-Mail-Adresse/).filter({ hasText: /bitte|gib/i }).first()).toBeVisible();
  await footer.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(`e2e-${Date.now()}@example.org`);
  await footer.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(footer.getByRole('status')).toHaveText('Wir haben dich zum Newsletter hinzugefügt. Bitte bestätige noch deine E-Mail-Adresse.');
});
