// Issue 33 §2 at 390 px: a donor changes the amount and pauses the Abo from „Abo & Spenden“. The team does both in the
// Twingle Manager and confirms with the mail's link; the card tells the truth before and after.
import { donateAboThroughPage, DATA } from './accountJourney';
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { expect, signIn, test } from './identityHelpers';
import { mailsTo } from './outbox';
import { teamMailsAbout, linkIn } from './teamTaskMails';

test.describe.configure({ timeout: 240_000 });

const PASSWORD = 'Baumhain!2026';

test('changing the amount and pausing the Abo from „Abo & Spenden“, each done by the team’s link', async ({
  page,
  baseURL,
}) => {
  const user = await createConfirmedUser({
    email: uniqueEmail('abo-selbst'),
    password: PASSWORD,
    givenName: 'Jörg',
    familyName: 'Weiß',
  });
  await signIn(page, user.email, PASSWORD);
  await donateAboThroughPage(page, baseURL!, { email: user.email, password: PASSWORD });

  await page.goto('/mein-klimahain/abo-spenden');
  const running = page.getByRole('region', { name: 'Laufende Abos' });
  await running.getByRole('button', { name: 'Betrag ändern' }).click(DATA);
  const change = page.getByRole('dialog', { name: 'Betrag ändern' });
  await change.getByRole('textbox', { name: 'Betrag pro Monat' }).fill('40');
  await change.getByRole('button', { name: 'Betrag ändern' }).click();
  await expect(
    running.getByText(/^Neuer Betrag beantragt: 40\s€ im Monat\. Unser Team ändert ihn bei Twingle bis spätestens /),
  ).toBeVisible(DATA);
  await expect.poll(async () => (await teamMailsAbout(user.email)).length, DATA).toBe(1);
  await page.goto(linkIn((await teamMailsAbout(user.email))[0]));
  await page.getByRole('button', { name: 'In Twingle erledigt' }).click(DATA);
  await expect(page.getByRole('status').filter({ hasText: 'im Team bestätigt' })).toBeVisible(DATA);

  await page.goto('/mein-klimahain/abo-spenden');
  await expect(running.getByText(/^40\s€ im Monat$/)).toBeVisible(DATA);
  await running.getByRole('button', { name: 'Abo pausieren' }).click(DATA);
  const pause = page.getByRole('dialog', { name: 'Abo pausieren' });
  await pause.getByText('2 Monate', { exact: true }).click();
  await expect(pause.getByRole('radio', { name: /^2 Monate/ })).toBeChecked();
  await pause.getByRole('button', { name: 'Abo pausieren' }).click();
  await expect(running.getByText(/^Pause beantragt: keine Abbuchung vom /)).toBeVisible(DATA);
  await expect.poll(async () => (await teamMailsAbout(user.email)).length, DATA).toBe(2);
  const task = (await teamMailsAbout(user.email))[1];
  expect(task.subject).toMatch(/^Aufgabe: Abo bei Twingle pausieren \(/);
  expect(task.text).toMatch(/keine Abbuchung vom \d\d\.\d\d\.\d{4} bis einschließlich \d\d\.\d\d\.\d{4}/);
  await page.goto(linkIn(task));
  await page.getByRole('button', { name: 'In Twingle erledigt' }).click(DATA);
  await expect(page.getByRole('status').filter({ hasText: 'im Team bestätigt' })).toBeVisible(DATA);

  await page.goto('/mein-klimahain/abo-spenden');
  await expect(running.getByText('Pausiert bis')).toBeVisible(DATA);
  await expect(
    running.getByText(/^Dein Abo ist pausiert\. Ab dem \d\d\.\d\d\.\d{4} bucht Twingle wieder 40\s€/),
  ).toBeVisible();
  const donor = (await mailsTo(user.email)).map((m) => m.subject);
  expect(donor).toEqual(
    expect.arrayContaining([
      'Dein Abo wird geändert',
      'Dein Abo ist geändert',
      'Dein Abo wird pausiert',
      'Dein Abo ist pausiert',
    ]),
  );
});
