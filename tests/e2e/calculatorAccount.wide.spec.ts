// The CO₂-Rechner of signed-in viewers against cognito-local (wide: the header's footprint box is part of it).
import type { Page } from '@playwright/test';
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { waitForAppOnLoad } from './appReady';
import { expect, signIn, test } from './identityHelpers';
import { answerVegan } from './calculatorAnswers';

const PASSWORD = 'Baumhain!2026';
const CACHE_KEY = 'CachedAnswers?country=DE&version=1';

const total = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Dein Ergebnis' }).getByText(text, { exact: true }).first();

test.describe('CO₂-Rechner with an account (cognito-local)', () => {
  // Two sign-ins against cognito-local and four page loads: 12 s on a quiet machine, past 30 s with CI's two workers
  // at full load (every step waits for a state, none for time).
  test.slow();

  test('a guest result moves into the new account; another browser of the same user sees it', async ({
    page,
    browser,
  }) => {
    const user = await createConfirmedUser({
      email: uniqueEmail('rechner'),
      password: PASSWORD,
      givenName: 'Jonas',
      familyName: 'Berger',
    });

    await page.goto('/co2-rechner');
    await answerVegan(page);
    await expect(total(page, '8,1 t')).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CACHE_KEY)).not.toBeNull();

    await signIn(page, user.email, PASSWORD);
    // Issue 16: the result moves into the account at sign-in; the header shows it without opening the calculator again.
    await expect(page.getByRole('banner').getByText('Meine CO₂-Bilanz')).toBeVisible();
    await expect(page.getByRole('banner').getByText('8,1', { exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CACHE_KEY)).toBeNull();
    // A fresh page load: the kept session is restored while the page renders (the harder path for the sync).
    await page.goto('/co2-rechner');
    await expect(page.getByText('In deinem Konto gespeichert.')).toBeVisible();
    await expect(total(page, '8,1 t')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Meine CO₂-Bilanz')).toBeVisible();
    await expect(page.getByRole('banner').getByText('8,1', { exact: true })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), CACHE_KEY)).toBeNull();

    const other = await browser.newContext();
    try {
      // Not the fixture's page: it waits for the app after each load only when wrapped (appReady.ts).
      const second = waitForAppOnLoad(await other.newPage());
      await signIn(second, user.email, PASSWORD);
      await expect(second.getByRole('banner').getByText('Meine CO₂-Bilanz')).toBeVisible();
      await second.goto('/co2-rechner');
      await expect(second.getByRole('radio', { name: 'Vegan' })).toBeChecked();
      await expect(second.getByRole('radio', { name: 'unter 100 m²' })).toBeChecked();
      await expect(total(second, '8,1 t')).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('a changed answer is saved and reaches the header; signing out resets the calculator', async ({ page }) => {
    const user = await createConfirmedUser({
      email: uniqueEmail('rechner2'),
      password: PASSWORD,
      givenName: 'Mira',
      familyName: 'Schäfer',
    });
    await signIn(page, user.email, PASSWORD);
    await page.goto('/co2-rechner');
    await expect(
      page.getByText('Beantworte noch 5 bis 8 Fragen (je nach deinen Antworten), dann siehst du dein Ergebnis.'),
    ).toBeVisible();
    await answerVegan(page);
    await expect(page.getByText('In deinem Konto gespeichert.')).toBeVisible();
    await expect(page.getByRole('banner').getByText('8,1', { exact: true })).toBeVisible();

    await page
      .getByRole('radiogroup', { name: /Wohnfläche/ })
      .getByText('über 200 m²', { exact: true })
      .click();
    await expect(total(page, '10,7 t')).toBeVisible();
    await expect(page.getByText('In deinem Konto gespeichert.')).toBeVisible();
    await expect(page.getByRole('banner').getByText('10,7', { exact: true })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Mein Klimahain' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page.getByText('Du wurdest erfolgreich abgemeldet.')).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'CO₂-Rechner' }).click();
    await expect(
      page.getByText('Beantworte noch 5 bis 8 Fragen (je nach deinen Antworten), dann siehst du dein Ergebnis.'),
    ).toBeVisible();
  });
});
