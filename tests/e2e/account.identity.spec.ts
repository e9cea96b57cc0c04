// Issue 13, wide and narrow: the server's e-mail follows a confirmed e-mail change, and closing the account ends on
// /mein-klimahain/konto-geschlossen — against cognito-local and the production build.
import { DATA } from './accountJourney';
import { createConfirmedUser, e2eLink, uniqueEmail } from './cognitoUsers';
import { expect, signIn, test } from './identityHelpers';

const PASSWORD = 'Baumhain!2026';

// Several full page loads, each restoring the session against cognito-local: slow on the shared machine.
test.describe.configure({ timeout: 120_000 });

test('after the new e-mail address is confirmed, the profile shows it', async ({ page }) => {
  const user = await createConfirmedUser({
    email: uniqueEmail('wechsel'),
    password: PASSWORD,
    givenName: 'Edda',
    familyName: 'Wechsel',
  });
  const newEmail = uniqueEmail('neu');
  await signIn(page, user.email, PASSWORD);

  await page.goto('/mein-klimahain/profil');
  const details = page.getByRole('region', { name: 'Deine Daten' });
  await expect(details.getByText(user.email)).toBeVisible(DATA);
  await expect(details.getByText('Newsletter', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    'nicht abonniert',
  );

  const form = page.getByRole('form', { name: 'E-Mail-Adresse ändern' });
  await form.getByLabel('Neue E-Mail-Adresse').fill(newEmail);
  await form.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(page.getByText(`Wir haben dir einen Link an ${newEmail} geschickt.`)).toBeVisible(DATA);

  // Not confirmed yet: the server still has the old address.
  await page.goto('/mein-klimahain/profil');
  await expect(details.getByText(user.email)).toBeVisible(DATA);

  await page.goto(e2eLink('verifyEmail', newEmail));
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click(DATA);
  await expect(page.getByText('Deine neue E-Mail-Adresse ist bestätigt.')).toBeVisible(DATA);
  await page.getByRole('link', { name: 'Zu deinem Konto' }).click();
  await expect(page).toHaveURL('/mein-klimahain/profil');
  await expect(details.getByText(newEmail)).toBeVisible(DATA);
  await expect(details.getByText(user.email)).toHaveCount(0);

  // The server's record itself changed, not only what this tab keeps: a fresh page load shows it too.
  await page.reload();
  await expect(details.getByText(newEmail)).toBeVisible(DATA);
});

test('closing the account ends on Konto geschlossen, signed out, with the way to the start page', async ({ page }) => {
  const user = await createConfirmedUser({
    email: uniqueEmail('schliessen'),
    password: PASSWORD,
    givenName: 'Kai',
    familyName: 'Schluss',
  });
  await signIn(page, user.email, PASSWORD);

  await page.goto('/mein-klimahain/konto-schliessen');
  await page.getByRole('button', { name: 'Konto schließen …' }).click(DATA);
  await page
    .getByRole('alertdialog', { name: 'Konto wirklich schließen?' })
    .getByRole('button', { name: 'Konto endgültig schließen' })
    .click();

  await expect(page).toHaveURL('/mein-klimahain/konto-geschlossen', DATA);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konto geschlossen');
  await expect(page).toHaveTitle('Konto geschlossen | Klimahain');
  await expect(page.getByText('Dein Konto ist geschlossen. Schön, dass du dabei warst.')).toBeVisible();
  await expect(page.getByText(/Wir haben deine persönlichen Daten gelöscht/)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL('/');

  // Opened directly, signed out, the page does not claim anything: the account pages want a sign-in.
  await page.goto('/mein-klimahain/konto-geschlossen');
  await expect(page).toHaveURL('/anmelden', DATA);
  await expect(page.getByText(/Dein Konto ist geschlossen/)).toHaveCount(0);
});
