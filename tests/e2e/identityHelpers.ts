import type { Page } from '@playwright/test';
import { test as guarded, expect } from './appReady';
import { e2ePool } from './cognitoUsers';

/**
 * The console guard of consoleGuard.ts, for specs against cognito-local. The browser logs every failed answer of the
 * identity provider ("Failed to load resource …") even when the app handles it. Expected here, and only from the
 * cognito-local origin: 400s (wrong password, spent code …), and the 500s of GlobalSignOut, which cognito-local does
 * not implement (Amplify then still removes the tokens in this browser). Every other console error fails the test.
 */
export const test = guarded.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const cognito = new URL(e2ePool().endpoint).origin;
      const errors: string[] = [];
      let cognito500 = 0;
      let globalSignOut500 = 0;
      page.on('response', async (response) => {
        if (!response.url().startsWith(cognito) || response.status() !== 500) return;
        const target = await response.request().headerValue('x-amz-target');
        if (target?.endsWith('.GlobalSignOut')) globalSignOut500 += 1;
      });
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const fromCognito = msg.location().url.startsWith(cognito);
        if (fromCognito && /status of 400/.test(msg.text())) return;
        if (fromCognito && /status of 500/.test(msg.text())) cognito500 += 1;
        else errors.push(`${msg.text()} ${msg.location().url}`);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
      expect(cognito500, 'cognito-local 500s other than GlobalSignOut').toBeLessThanOrEqual(globalSignOut500);
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/anmelden');
  await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('main').getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/mein-klimahain/uebersicht');
}
