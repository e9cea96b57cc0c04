// Issue 12: a signed-in donor's Wunschabo shows in the header box at once, a one-time Spende for Uganda under
// „Abo & Spenden“ — both recorded from the sandbox widget's push, never from the browser.
import { httpSend, saveFootprint } from '../support/storeWorkload';
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { expect, signIn, test } from './identityHelpers';
import { accessTokenFor } from './provider';
import type { FrameLocator, Page } from '@playwright/test';

test.describe.configure({ timeout: 180_000 });
const DATA = { timeout: 30_000 };

async function pay(page: Page): Promise<FrameLocator> {
  const widget = page.frameLocator('iframe[title="Zahlungsformular (Sandbox, es wird kein Geld bewegt)"]');
  await widget.getByLabel('Vorname').fill('Frieda');
  await widget.getByLabel('Nachname').fill('Förster');
  await widget.getByLabel('E-Mail').fill('frieda@example.org');
  await widget.getByLabel('IBAN').fill('DE02 1203 0000 0000 2020 51');
  await widget.getByRole('button', { name: 'Jetzt spenden' }).click();
  return widget;
}

test("a signed-in donor's Wunschabo reaches the header at once and a one-time Spende the account", async ({
  page,
  baseURL,
}) => {
  const password = 'Baumhain!2026';
  const user = await createConfirmedUser({
    email: uniqueEmail('spende'),
    password,
    givenName: 'Frieda',
    familyName: 'Förster',
  });
  // A saved footprint, so the header shows the footprint box (without one it invites to the calculator).
  expect(await saveFootprint(httpSend(`${baseURL}/graphql`), await accessTokenFor(user.email, password), 0)).toBe(true);
  await signIn(page, user.email, password);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Meine CO₂-Bilanz')).toBeVisible(DATA);
  // Logo, navigation, Spenden, footprint box and account menu fit the bar: no desktop width scrolls sideways.
  for (const width of [1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/projekte/indonesien/spenden');
  await page.getByRole('radiogroup', { name: 'Wie möchtest du spenden?' }).getByText('Wunschabo').click(DATA);
  await page.getByRole('textbox', { name: 'Betrag pro Monat' }).fill('20');
  await page.getByRole('textbox', { name: 'Betrag pro Monat' }).blur();
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await pay(page);
  await expect(page.getByRole('heading', { name: 'Danke!' })).toBeFocused(DATA);
  await expect(
    page.getByText(/Dein Wunschabo über 20\s€ im Monat läuft: Jeden Monat pflanzen wir 4 Bäume in Zentral-Kalimantan/),
  ).toBeVisible();
  await expect(banner.getByText('Dein Abo bindet')).toBeVisible(DATA);
  await expect(banner.getByText('7,2 t')).toBeVisible();

  await page.goto('/projekte/uganda/spenden');
  await page.getByRole('radiogroup', { name: 'Wie möchtest du spenden?' }).getByText('Einmalige Spende').click(DATA);
  await page.getByRole('textbox', { name: 'Betrag', exact: true }).fill('40');
  await page.getByRole('textbox', { name: 'Betrag', exact: true }).blur();
  await expect(page.getByText(/^8 Bäume für 40\s€\./)).toBeVisible();
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await pay(page);
  await expect(page.getByRole('heading', { name: 'Danke!' })).toBeFocused(DATA);
  await expect(
    page.getByText(
      /Deine Spende über 40\s€ ist bei uns eingegangen\. Davon pflanzen wir 8 Bäume im Distrikt Kyenjojo in West-Uganda/,
    ),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Zu „Abo & Spenden“' }).click();
  await expect(page.getByText('Wunschabo').first()).toBeVisible(DATA);
  await expect(page.getByText(/40\s€/).first()).toBeVisible();
});
