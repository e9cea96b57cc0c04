import { expect, test } from './consoleGuard';

test.describe('wide header (1280 px)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'wide viewport only');

  test('shows the main navigation, the guest prompt and marks the current section', async ({ page }) => {
    await page.goto('/projekte/uganda');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link')).toHaveText(['Projekte', 'CO2-Rechner', 'Über uns']);
    await expect(nav.getByRole('link', { name: 'Projekte' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'CO2-Rechner' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Mach mit!')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Registrieren' })).toBeVisible();
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
      if (await nav.getByRole('link', { name: 'CO2-Rechner' }).evaluate((el) => el === document.activeElement)) break;
    }
    await expect(nav.getByRole('link', { name: 'CO2-Rechner' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/co2-rechner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CO2-Rechner');
  });
});

test.describe('narrow header (390 px)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, 'narrow viewport only');

  test('offers Registrieren and a menu with sign-up, sign-in, main and meta links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Registrieren' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Menü öffnen' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    for (const name of ['Registrieren', 'Anmelden', 'Startseite', 'CO2-Rechner', 'Kontakt', 'Impressum', 'Datenschutz', 'AGB']) {
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
