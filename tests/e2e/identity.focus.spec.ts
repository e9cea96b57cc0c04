// After signing in with Enter, focus starts at the top of the next page, not in the footer (issue 16).
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { expect, test } from './identityHelpers';

test('signing in with Enter puts focus on the next page’s heading and announces it', async ({ page }, testInfo) => {
  const user = await createConfirmedUser({
    email: uniqueEmail('fokus'),
    password: 'Baumhain!2026',
    givenName: 'Fiona',
    familyName: 'Fokus',
  });
  await page.goto('/anmelden');
  await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(user.email);
  await page.getByRole('main').getByLabel('Passwort').fill(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/mein-klimahain/uebersicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText('Übersicht | Klimahain');
  // The top of the page: one step back is the header's last control, not 13 stops through the footer. The account
  // menu's code loads on first use after sign-in: until it is there, the last control is „Spenden“ (3 in 10 runs).
  const headerControl = page
    .getByRole('banner')
    .getByRole('button', { name: testInfo.project.name === 'narrow' ? 'Menü öffnen' : 'Mein Klimahain' });
  await expect(headerControl).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(headerControl).toBeFocused();
});
