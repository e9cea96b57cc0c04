import { uniqueEmail } from './cognitoUsers';
import { expect, test } from './consoleGuard';
import { mailsTo } from './outbox';

const TEAM = 'team@klimahain.example';

/** Mails to the team whose subject carries this test's own marker. */
const teamMailsAbout = async (marker: string) => (await mailsTo(TEAM)).filter((mail) => mail.subject.includes(marker));

test('bad input gets German messages at the fields and sends nothing', async ({ page }) => {
  const marker = `Zu lang ${Date.now()}`;
  await page.goto('/kontakt');
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByText('Bitte gib deinen Namen ein.')).toBeVisible();
  await expect(form.getByText('Bitte gib deine E-Mail-Adresse ein.')).toBeVisible();
  await expect(form.getByText('Bitte gib eine Nachricht ein.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();

  await form.getByRole('textbox', { name: 'Name' }).fill('Frieda Koch');
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('frieda@example');
  await form.getByRole('textbox', { name: 'Betreff (optional)' }).fill(`${marker} ${'x'.repeat(150)}`);
  await form.getByRole('textbox', { name: 'Nachricht' }).fill('Hallo!');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(
    form.getByText('Bitte gib eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.'),
  ).toBeVisible();
  await expect(form.getByText('Der Betreff ist zu lang (höchstens 150 Zeichen).')).toBeVisible();
  expect(await teamMailsAbout(marker)).toEqual([]);
});

test('a message reaches the team through the server’s mailer, with the sender to reply to', async ({ page }) => {
  const email = uniqueEmail('kontakt');
  const marker = `Quittung ${Date.now()}`;
  await page.goto('/kontakt');
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Frieda Koch');
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await form.getByRole('textbox', { name: 'Betreff (optional)' }).fill(marker);
  await form
    .getByRole('textbox', { name: 'Nachricht' })
    .fill('Bekomme ich für meine Spende eine Zuwendungsbestätigung?');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();

  await expect(page.getByRole('heading', { name: 'Danke, Frieda Koch!' })).toBeFocused();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `Wir antworten dir so bald wie möglich an ${email}.`,
  );
  const [mail] = await teamMailsAbout(marker);
  expect(mail.subject).toContain('(von Frieda Koch)');
  expect(mail.text).toContain('Bekomme ich für meine Spende eine Zuwendungsbestätigung?');
  expect(mail.text).toContain(email);
});

test('a bot that fills the hidden second address sees success, and nothing is sent', async ({ page }) => {
  const marker = `Bot ${Date.now()}`;
  await page.goto('/kontakt');
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Bot');
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(uniqueEmail('bot'));
  await form.getByRole('textbox', { name: 'Betreff (optional)' }).fill(marker);
  await form.getByRole('textbox', { name: 'Nachricht' }).fill('Billige Uhren!');
  // What a form-filling bot does; people never see or reach this field.
  await form.locator('input[name="emailDoubleCheck"]').fill('bot@example.org', { force: true });
  await form.getByRole('button', { name: 'Nachricht senden' }).click();

  await expect(page.getByRole('heading', { name: 'Danke, Bot!' })).toBeVisible();
  expect(await teamMailsAbout(marker)).toEqual([]);
});
