// Issue 31 §2: ending an Abo the way Twingle really works. Twingle has no public API to end a recurring donation, so
// the team ends it in the Twingle Manager: the donor is told the day it happens by, the team gets a task with a
// one-time link, and the Abo ends when the team confirms (or Twingle's endrecurring push shows it) — not before.
import type { Page } from '@playwright/test';
import { httpSend } from '../support/storeWorkload';
import { DATA, donateAboThroughPage } from './accountJourney';
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { expect, signIn, test } from './identityHelpers';
import { mailsTo } from './outbox';
import { teamMailsAbout, linkIn, trxIn } from './teamTaskMails';
import { accessTokenFor } from './provider';
import { runTeamReminders } from './storeProbe';

test.describe.configure({ timeout: 240_000 });

const PASSWORD = 'Baumhain!2026';
const DUE = /spätestens am (\p{L}+, \d{1,2}\. \p{L}+ \d{4})/u;

/** A new donor with a running 30 € Wunschabo, signed in. */
async function donorWithAbo(page: Page, baseURL: string, label: string, givenName: string) {
  const user = await createConfirmedUser({
    email: uniqueEmail(label),
    password: PASSWORD,
    givenName,
    familyName: 'Brückner',
  });
  await signIn(page, user.email, PASSWORD);
  await donateAboThroughPage(page, baseURL, { email: user.email, password: PASSWORD });
  return user;
}

/** Ends the donor's Abo through „Abo & Spenden“, the page and its dialog; returns the day the page promised. */
async function endAbo(page: Page): Promise<string> {
  await page.goto('/mein-klimahain/abo-spenden');
  await page.getByRole('link', { name: 'Abo beenden' }).click(DATA);
  const promise = page.getByText(/^Twingle, unser Zahlungsdienstleister, bietet keine Schnittstelle/);
  await expect(promise).toBeVisible(DATA);
  const day = DUE.exec((await promise.textContent())!)![1];
  await page.getByRole('button', { name: 'Abo beenden …' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Abo wirklich beenden?' });
  await expect(dialog.getByText(`spätestens am ${day}`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Abo jetzt beenden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abo wird beendet' })).toBeVisible(DATA);
  await expect(
    page.getByText(`Unser Team beendet dein Abo von Hand bei Twingle, spätestens am ${day}.`, { exact: false }),
  ).toBeVisible();
  return day;
}

async function aboRecord(baseURL: string, email: string) {
  const answer = await httpSend(`${baseURL}/graphql`)(
    '{ getDonations(rhythm: [monthly]) { active canceledAt endRequestedAt endDueBy } }',
    {},
    await accessTokenFor(email, PASSWORD),
  );
  return answer.data!.getDonations[0];
}

test('the team ends it with the mail’s link: the page names the day, the donor hears twice, the record agrees', async ({
  page,
  baseURL,
}) => {
  const user = await donorWithAbo(page, baseURL!, 'abo-ende-team', 'Greta');
  const day = await endAbo(page);

  // Asked, not ended: still active, with the promised day.
  expect(await aboRecord(baseURL!, user.email)).toMatchObject({
    active: true,
    canceledAt: null,
    endDueBy: expect.any(String),
  });
  await expect
    .poll(async () => (await mailsTo(user.email)).map((m) => m.subject), DATA)
    .toContain('Dein Abo wird beendet');
  const asked = (await mailsTo(user.email)).find((m) => m.subject === 'Dein Abo wird beendet')!;
  expect(asked.text).toContain(`spätestens am ${day}`);
  expect(asked.text).not.toContain('ist beendet');

  // The team's task, with what to do and the link.
  await expect.poll(async () => (await teamMailsAbout(user.email)).length, DATA).toBe(1);
  const [task] = await teamMailsAbout(user.email);
  expect(task.subject).toMatch(/^Aufgabe: Abo bei Twingle beenden \(/);
  expect(task.text).toContain('Bitte im Twingle Manager die wiederkehrende Spende beenden');

  // The team opens the link and confirms — once; the second visit shows it done.
  await page.goto(linkIn(task));
  const card = page.getByRole('region', { name: 'Abo beenden' });
  await expect(card.getByText(trxIn(task))).toBeVisible(DATA);
  await card.getByRole('button', { name: 'In Twingle erledigt' }).click();
  await expect(card.getByRole('status')).toHaveText(/^Erledigt am .* – im Team bestätigt\./, DATA);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Abo beenden' }).getByRole('status')).toHaveText(
    /Hier ist nichts mehr zu tun\./,
    DATA,
  );

  await expect
    .poll(async () => (await mailsTo(user.email)).map((m) => m.subject), DATA)
    .toContain('Dein Abo ist beendet');
  const subjects = (await mailsTo(user.email)).map((m) => m.subject);
  expect(subjects.indexOf('Dein Abo wird beendet')).toBeLessThan(subjects.indexOf('Dein Abo ist beendet'));
  expect(await aboRecord(baseURL!, user.email)).toMatchObject({
    active: false,
    canceledAt: expect.any(String),
    endDueBy: null,
  });
  await page.goto('/mein-klimahain/abo-spenden');
  await expect(page.getByRole('article', { name: /Wunschabo/ }).getByText('Beendet am')).toBeVisible(DATA);
});

test('Twingle’s endrecurring push ends it as well; the team’s link then shows it done by Twingle', async ({
  page,
  baseURL,
}) => {
  const user = await donorWithAbo(page, baseURL!, 'abo-ende-push', 'Hannes');
  await endAbo(page);
  await expect.poll(async () => (await teamMailsAbout(user.email)).length, DATA).toBe(1);
  const [task] = await teamMailsAbout(user.email);

  // The sandbox plays Twingle after the team ended it in the Twingle Manager.
  const pushed = await fetch(`${baseURL}/_sandbox/twingle/endrecurring`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ trx_id: trxIn(task) }),
  });
  expect(pushed.status).toBe(200);
  await expect
    .poll(async () => (await mailsTo(user.email)).map((m) => m.subject), DATA)
    .toContain('Dein Abo ist beendet');
  expect(await aboRecord(baseURL!, user.email)).toMatchObject({ active: false, endDueBy: null });
  await page.goto(linkIn(task));
  await expect(page.getByRole('region', { name: 'Abo beenden' }).getByRole('status')).toHaveText(
    /– Twingle hat es gemeldet\./,
    DATA,
  );
});

test('an open task is reminded to the team after two working days with a new link; a debit after the request is recorded', async ({
  page,
  baseURL,
}) => {
  const user = await donorWithAbo(page, baseURL!, 'abo-ende-erinnerung', 'Ida');
  await endAbo(page);
  await expect.poll(async () => (await teamMailsAbout(user.email)).length, DATA).toBe(1);
  const [task] = await teamMailsAbout(user.email);

  // Five calendar days on, at least two working days have passed (whatever today is): one reminder, with a new link.
  expect(await runTeamReminders(0, user.email)).toEqual([]);
  expect(await runTeamReminders(5, user.email)).toHaveLength(1);
  const reminder = (await teamMailsAbout(user.email)).find((m) => m.subject.startsWith('Erinnerung:'))!;
  expect(reminder.subject).toMatch(/^Erinnerung: Abo bei Twingle beenden \(/);
  expect(linkIn(reminder)).not.toBe(linkIn(task));

  // Twingle debits once more before the team ended it: the push is recorded (the team's alert and the donor's view of
  // such a debit are checked in server/core/resolvers/teamTasks.api.test.ts).
  const debited = await fetch(`${baseURL}/_sandbox/twingle/instalment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ trx_id: trxIn(task) }),
  });
  expect(debited.status).toBe(200);
  expect(((await debited.json()) as { is_error: number }).is_error).toBe(0);
});
