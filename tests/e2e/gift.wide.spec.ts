// Issue 26 §1, Baum verschenken: a donor gives five trees for tomorrow through the donation page and the sandbox
// widget; nothing goes out today; with the jobs' clock a day ahead the recipient gets one mail, and claims the trees
// into a new account from the certificate page. Wide only: one browser for the giver, a second for the recipient.
import { createConfirmedUser, e2eLink, uniqueEmail } from './cognitoUsers';
import { expect, signIn, test } from './identityHelpers';
import { mailsTo } from './outbox';
import { moveJobClock } from './storeProbe';

test.describe.configure({ timeout: 240_000 });
const DATA = { timeout: 30_000 };

/** Tomorrow in Germany, as the date picker's segments take it (TT, MM, JJJJ) and as the pages show it. */
function tomorrowInBerlin() {
  const parts = new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).formatToParts(new Date(Date.now() + 24 * 60 * 60 * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    day: part('day'),
    month: part('month'),
    year: part('year'),
    shown: `${part('day')}.${part('month')}.${part('year')}`,
  };
}

test('a gift for tomorrow is not sent today, goes out once a day later, and the recipient claims it', async ({
  page,
  browser,
}) => {
  const password = 'Baumhain!2026';
  const giver = await createConfirmedUser({
    email: uniqueEmail('schenkt'),
    password,
    givenName: 'Greta',
    familyName: 'Gäbler',
  });
  const recipient = { email: uniqueEmail('beschenkt'), password, givenName: 'Gisela', familyName: 'Grün' };
  const tomorrow = tomorrowInBerlin();

  // The giver: a one-time donation for Uganda made a gift.
  await signIn(page, giver.email, password);
  await page.goto('/projekte/uganda/spenden');
  await page.getByRole('radiogroup', { name: 'Wie möchtest du spenden?' }).getByText('Einmalige Spende').click(DATA);
  await page.getByText('Als Geschenk verschenken – mit Urkunde für die beschenkte Person').click(DATA);
  await expect(page.getByRole('checkbox', { name: /Als Geschenk verschenken/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Name der beschenkten Person' }).fill('Oma Gisela');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse der beschenkten Person (freiwillig)' }).fill(recipient.email);
  await page.getByRole('textbox', { name: 'Persönliche Nachricht (freiwillig)' }).fill('Alles Liebe zum Geburtstag!');
  const day = page.getByRole('group', { name: 'Tag der Zustellung' }).getByRole('spinbutton');
  await day.first().click();
  await page.keyboard.type(`${tomorrow.day}${tomorrow.month}${tomorrow.year}`);
  await expect(page.getByText(/^5 Bäume für 25\s€ als Geschenk für Oma Gisela\./)).toBeVisible();
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();

  const widget = page.frameLocator('iframe[title="Zahlungsformular (Sandbox, es wird kein Geld bewegt)"]');
  await expect(widget.getByLabel('Betrag in €')).toHaveValue('25', DATA);
  await widget.getByRole('button', { name: 'Jetzt spenden' }).click();
  await expect(page.getByRole('heading', { name: 'Danke!' })).toBeFocused(DATA);
  await expect(
    page.getByText(
      `Dein Geschenk für Oma Gisela: Am ${tomorrow.shown} schicken wir die Urkunde an ${recipient.email}.`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();

  // Today: the job finds nothing due, and nobody was written to.
  expect(await moveJobClock(0)).toEqual([]);
  expect(await mailsTo(recipient.email)).toEqual([]);
  await page.getByRole('link', { name: 'Zu „Abo & Spenden“' }).click();
  const gifts = page.getByRole('region', { name: 'Verschenkte Bäume' });
  await expect(gifts.getByText('Für Oma Gisela')).toBeVisible(DATA);
  await expect(gifts.getByText('geplant')).toBeVisible();

  // A day later: one mail with the certificate's link; running again sends nothing more.
  const delivered = await moveJobClock(1);
  expect(delivered).toHaveLength(1);
  expect(await moveJobClock(1)).toEqual([]);
  const mails = await mailsTo(recipient.email);
  expect(mails.map((m) => m.subject)).toEqual(['Greta Gäbler schenkt dir 5 Bäume in Uganda']);
  const link = mails[0].text.match(/https?:\/\/\S+(\/geschenk\/[A-Za-z0-9_-]+)/)?.[1];
  expect(link).toBeTruthy();
  await page.reload();
  await expect(gifts.getByText('zugestellt')).toBeVisible(DATA);

  // The recipient, in a browser of her own: the certificate, a new account, the trees in her Klimahain.
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const other = await context.newPage();
  await other.goto(link!);
  await expect(other.getByRole('heading', { name: /Urkunde/ })).toBeVisible(DATA);
  await expect(other.getByText('Alles Liebe zum Geburtstag!')).toBeVisible();
  await expect(other.getByText(/5 Bäume/).first()).toBeVisible();
  // Sign up from the certificate; once confirmed and signed in, the way leads back to it.
  await other.getByRole('link', { name: 'Konto anlegen und Bäume übernehmen' }).click();
  const main = other.getByRole('main');
  await main.getByLabel('Vorname').fill(recipient.givenName);
  await main.getByLabel('Nachname').fill(recipient.familyName);
  await main.getByLabel('E-Mail-Adresse').fill(recipient.email);
  await main.getByLabel('Passwort').fill(recipient.password);
  await other.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(other.getByText(`Wir haben dir eine E-Mail an ${recipient.email} geschickt.`)).toBeVisible(DATA);
  await other.goto(e2eLink('signUp', recipient.email));
  await other.getByRole('button', { name: 'Registrierung abschließen' }).click();
  // Another browser tab than the sign-up's would sign in by itself; here the page asks for the password.
  await expect(other.getByText('Dein Konto ist bestätigt.', { exact: false })).toBeVisible(DATA);
  await main.getByLabel('Passwort').fill(recipient.password);
  await other.getByRole('button', { name: 'Anmelden' }).click();
  await expect(other).toHaveURL(new RegExp(`${link}$`), DATA);
  await other.getByRole('button', { name: 'In meinen Klimahain übernehmen' }).click(DATA);
  await expect(other.getByText('Die Bäume sind jetzt in deinem Klimahain.')).toBeVisible(DATA);
  await other.reload();
  await expect(other.getByText('Die Bäume sind jetzt in deinem Klimahain.')).toBeVisible(DATA);
  await expect(other.getByRole('button', { name: 'In meinen Klimahain übernehmen' })).toHaveCount(0);
  await context.close();

  // The giver sees it taken.
  await page.reload();
  await expect(gifts.getByText('angenommen')).toBeVisible(DATA);
});
