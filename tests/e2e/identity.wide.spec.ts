// Identity against cognito-local (tests/e2e/startServer.ts). Wide only: the name is checked in the wide header's
// account menu; identity.narrow.spec.ts covers the narrow menu.
import { createConfirmedUser, e2eLink, uniqueEmail } from './cognitoUsers';
import { expect, signIn, test } from './identityHelpers';
import { mailsTo } from './outbox';

const PASSWORD = 'Baumhain!2026';

async function openAccountMenu(page: import('@playwright/test').Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Mein Klimahain' }).click();
  return page.getByRole('menu');
}

test.describe('identity (cognito-local)', () => {
  test('register → confirm via the mail link → signed in with the name in the header → sign out', async ({ page }) => {
    const email = uniqueEmail('register');
    await page.goto('/registrieren');
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page.getByText('Bitte gib deinen Vornamen ein.')).toBeVisible();

    await page.getByRole('main').getByLabel('Vorname').fill('Lena');
    await page.getByRole('main').getByLabel('Nachname').fill('Neumann');
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
    await expect(page.getByRole('checkbox', { name: /Newsletter/ })).not.toBeChecked();
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page.getByText(`Wir haben dir eine E-Mail an ${email} geschickt.`)).toBeVisible();

    // The link opens in a new page load: opening it spends nothing, the click does.
    await page.goto(e2eLink('signUp', email));
    await page.getByRole('button', { name: 'Registrierung abschließen' }).click();
    await expect(page.getByText('Dein Konto ist bestätigt.')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('E-Mail-Adresse')).toHaveValue(email);
    await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL('/mein-klimahain/uebersicht');

    const menu = await openAccountMenu(page);
    await expect(menu.getByText('Lena Neumann')).toBeVisible();
    // The name came from the User record the server has just created; with the box unticked, no newsletter mail.
    expect(await mailsTo(email)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page.getByText('Du wurdest erfolgreich abgemeldet.')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();

    // The spent link is dead now.
    await page.goto(e2eLink('signUp', email));
    await page.getByRole('button', { name: 'Registrierung abschließen' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test('a sign-up confirmed in the same tab signs in automatically; a ticked newsletter box brings the opt-in mail', async ({
    page,
  }) => {
    const email = uniqueEmail('auto');
    await page.goto('/registrieren');
    await page.getByRole('main').getByLabel('Vorname').fill('Jonas');
    await page.getByRole('main').getByLabel('Nachname').fill('Auto');
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
    // The react-aria checkbox keeps its input visually hidden: a visitor clicks the label.
    const newsletter = page.getByRole('checkbox', { name: /Newsletter/ });
    await page.locator('label').filter({ has: newsletter }).click();
    await expect(newsletter).toBeChecked();
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page.getByText('Fast geschafft!')).toBeVisible();
    // Follow the link inside the app (no page load), as when the mail is read in the same tab's app session.
    await page.evaluate(
      (link) => {
        window.history.pushState(null, '', link);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      e2eLink('signUp', email),
    );
    await page.getByRole('button', { name: 'Registrierung abschließen' }).click();
    await expect(page).toHaveURL('/mein-klimahain/uebersicht');
    await expect(page.getByText('Willkommen bei Klimahain! Dein Konto ist bestätigt.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Mein Klimahain' })).toBeVisible();

    // Confirming the account is not consent to the newsletter: the double opt-in mail goes out with the new User.
    await expect
      .poll(async () => (await mailsTo(email)).map((mail) => mail.subject))
      .toEqual([expect.stringMatching(/Newsletter/)]);
    const [mail] = await mailsTo(email);
    expect(mail.text).toMatch(/\/newsletter-abonniert\?token=\S+/);
  });

  test('a wrong password or an unknown address get the same German message', async ({ page }) => {
    const user = await createConfirmedUser({
      email: uniqueEmail('wrong'),
      password: PASSWORD,
      givenName: 'Mia',
      familyName: 'Falsch',
    });
    await page.goto('/anmelden');
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(user.email);
    await page.getByRole('main').getByLabel('Passwort').fill('Daneben!2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const message = 'E-Mail-Adresse oder Passwort stimmen nicht. Bitte prüfe deine Eingaben.';
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL('/anmelden');

    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
  });

  test('the account pages send guests to sign in and back to where they wanted to go', async ({ page }) => {
    const user = await createConfirmedUser({
      email: uniqueEmail('guard'),
      password: PASSWORD,
      givenName: 'Ben',
      familyName: 'Wache',
    });
    await page.goto('/mein-klimahain/pflanzbuch');
    await expect(page).toHaveURL('/anmelden');
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(user.email);
    await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL('/mein-klimahain/pflanzbuch');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pflanzbuch');
    // A reload restores the session from the browser (Amplify loads at start only now).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pflanzbuch');
  });

  test('forgot and reset the password via the mail link', async ({ page }) => {
    const user = await createConfirmedUser({
      email: uniqueEmail('reset'),
      password: PASSWORD,
      givenName: 'Ida',
      familyName: 'Vergessen',
    });
    await page.goto('/passwort-vergessen');
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(user.email);
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(page.getByText(/haben wir dir einen Link zum Zurücksetzen/)).toBeVisible();

    await page.goto('/passwort-zuruecksetzen?username=x');
    await expect(page.getByRole('alert')).toContainText('unvollständig oder beschädigt');

    await page.goto(e2eLink('resetPassword', user.email));
    await page.getByRole('main').getByLabel('Neues Passwort', { exact: true }).fill('Neuer!Baum2026');
    await page.getByRole('main').getByLabel('Neues Passwort wiederholen').fill('Neuer!Baum2027');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByRole('alert')).toHaveText('Die beiden Passwörter stimmen nicht überein.');
    await page.getByRole('main').getByLabel('Neues Passwort wiederholen').fill('Neuer!Baum2026');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText('Dein neues Passwort ist gespeichert.')).toBeVisible();

    await signIn(page, user.email, 'Neuer!Baum2026');
  });

  test('change the e-mail address and confirm it via the link', async ({ page }) => {
    // Sign-in, profile, the mail's link and the sync with our server: 22 s of a 30 s limit in a loaded CI run.
    test.slow();
    const user = await createConfirmedUser({
      email: uniqueEmail('old'),
      password: PASSWORD,
      givenName: 'Emil',
      familyName: 'Wechsel',
    });
    const newEmail = uniqueEmail('new');
    await signIn(page, user.email, PASSWORD);
    await page.goto('/mein-klimahain/profil');
    const form = page.getByRole('form', { name: 'E-Mail-Adresse ändern' });
    await form.getByLabel('Neue E-Mail-Adresse').fill(user.email);
    await form.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
    await expect(form.getByRole('alert')).toHaveText('Das ist schon deine E-Mail-Adresse. Bitte gib eine neue ein.');

    await form.getByLabel('Neue E-Mail-Adresse').fill(newEmail);
    await form.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
    await expect(page.getByText(`Wir haben dir einen Link an ${newEmail} geschickt.`)).toBeVisible();

    await page.goto(e2eLink('verifyEmail', newEmail));
    await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
    await expect(page.getByText('Deine neue E-Mail-Adresse ist bestätigt.')).toBeVisible();

    // cognito-local has no GlobalSignOut (the request is sent, answered 500; Amplify still signs this browser out).
    await page.goto('/mein-klimahain/profil');
    const globalSignOut = page.waitForRequest(
      (request) => request.headers()['x-amz-target']?.endsWith('.GlobalSignOut') ?? false,
    );
    await page.getByRole('button', { name: 'Auf allen Geräten abmelden' }).click();
    await globalSignOut;
    await expect(page.getByText('Du wurdest erfolgreich abgemeldet.')).toBeVisible();
    await signIn(page, newEmail, PASSWORD);
  });

  test('delete the account after confirming in a dialog', async ({ page }) => {
    const user = await createConfirmedUser({
      email: uniqueEmail('delete'),
      password: PASSWORD,
      givenName: 'Tom',
      familyName: 'Tschüss',
    });
    await signIn(page, user.email, PASSWORD);
    await page.goto('/mein-klimahain/profil');
    await page.getByRole('button', { name: 'Konto schließen …' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Konto wirklich schließen?' });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Konto schließen …' }).click();
    await dialog.getByRole('button', { name: 'Konto endgültig schließen' }).click();
    await expect(page.getByText('Dein Konto ist geschlossen.')).toBeVisible();
    await expect(page).toHaveURL('/mein-klimahain/konto-geschlossen');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();

    await page.goto('/anmelden');
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(user.email);
    await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'E-Mail-Adresse oder Passwort stimmen nicht. Bitte prüfe deine Eingaben.',
    );
  });

  test('an unconfirmed account is led to confirm when signing in', async ({ page }) => {
    const email = uniqueEmail('unconfirmed');
    await page.goto('/registrieren');
    await page.getByRole('main').getByLabel('Vorname').fill('Uwe');
    await page.getByRole('main').getByLabel('Nachname').fill('Unbestätigt');
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page.getByText('Fast geschafft!')).toBeVisible();
    await page.goto('/anmelden');
    await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Dein Konto ist noch nicht bestätigt.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bestätigungsmail erneut senden' })).toBeVisible();
    await expect(page).toHaveURL('/anmelden');
  });

  test('the token is refreshed before it expires, with InitiateAuth REFRESH_TOKEN_AUTH against cognito-local', async ({
    page,
  }) => {
    const user = await createConfirmedUser({
      email: uniqueEmail('refresh'),
      password: PASSWORD,
      givenName: 'Rita',
      familyName: 'Frisch',
    });
    // The browser's clock only: cognito-local's tokens live 24 h, the refresh is planned a minute before that.
    await page.clock.install();
    await signIn(page, user.email, PASSWORD);
    const refresh = page.waitForRequest(
      (request) =>
        (request.headers()['x-amz-target'] ?? '').endsWith('.InitiateAuth') &&
        (request.postData() ?? '').includes('REFRESH_TOKEN_AUTH'),
    );
    await page.clock.fastForward('24:00:00');
    await refresh;
    // Still signed in with the new token: an account page loads, the header still has the account menu.
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Baumdepot' }).click();
    await expect(page).toHaveURL('/mein-klimahain/baumdepot');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Baumdepot');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Mein Klimahain' })).toBeVisible();
  });

  test('mail links without code or username are LinkCorrupt', async ({ page }) => {
    await page.goto('/willkommen?username=someone%40example.org');
    await expect(page.getByRole('alert')).toContainText('Dieser Link ist unvollständig oder beschädigt.');
    await expect(page.getByRole('link', { name: 'fordere einen neuen Bestätigungslink an' })).toBeVisible();
  });
});
