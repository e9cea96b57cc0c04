// Narrow only: the name and Abmelden in the narrow header's menu.
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { expect, signIn, test } from './identityHelpers';

test('signed in, the narrow menu shows the name; Abmelden signs out with a toast', async ({ page }) => {
  const user = await createConfirmedUser({
    email: uniqueEmail('narrow'),
    password: 'Baumhain!2026',
    givenName: 'Nora',
    familyName: 'Schmal',
  });
  await signIn(page, user.email, user.password);
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await expect(menu.getByText('Nora Schmal')).toBeVisible();
  await menu.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByText('Du wurdest erfolgreich abgemeldet.')).toBeVisible();
  await expect(page).toHaveURL('/');
});
