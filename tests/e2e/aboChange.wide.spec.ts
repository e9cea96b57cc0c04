// Issue 26 §2 with issue 31 §2: after a new calculator result a donor switches the Abo to the new 100 % amount with one
// confirmation. Twingle has no public API for it, so the team changes it in the Twingle Manager: the old amount runs
// until the team confirms with its link — or until Twingle debits the new amount — and the donor is told the day.
import type { Page } from '@playwright/test';
import { httpSend } from '../support/storeWorkload';
import { donateAboThroughPage, DATA } from './accountJourney';
import { answerVegan } from './calculatorAnswers';
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { expect, signIn, test } from './identityHelpers';
import { mailsTo } from './outbox';
import { teamMailsAbout, linkIn, trxIn } from './teamTaskMails';
import { accessTokenFor } from './provider';

test.describe.configure({ timeout: 240_000 });

const PASSWORD = 'Baumhain!2026';

/** A donor with a 30 € Wunschabo asks to switch it to the new result's 100 % (25 € a month). */
async function switchTo25(page: Page, baseURL: string, label: string) {
  const user = await createConfirmedUser({
    email: uniqueEmail(label),
    password: PASSWORD,
    givenName: 'Jörg',
    familyName: 'Weiß',
  });
  await signIn(page, user.email, PASSWORD);
  await donateAboThroughPage(page, baseURL, { email: user.email, password: PASSWORD });
  // A new result: 8,1 t, so 100 % are 5 trees, 25 € a month, beside the running 30 € Wunschabo.
  await page.goto('/co2-rechner');
  await answerVegan(page);
  const offer = page.getByRole('region', { name: 'Dein Abo an das neue Ergebnis anpassen' });
  await expect(offer.getByText(/Dein aktuelles Abo:/)).toHaveText(/Wunschabo mit 30\s€ im Monat/, DATA);
  await offer.getByRole('button', { name: 'Auf 100 % wechseln …' }).click(DATA);
  const dialog = page.getByRole('alertdialog', { name: /^Auf das 100\s% Abo wechseln\?$/ });
  await expect(dialog).toContainText('Unser Team ändert den Betrag von Hand im Twingle Manager, spätestens am');
  await dialog.getByRole('button', { name: /^Auf 25\s€ im Monat wechseln$/ }).click();
  await expect(
    offer.getByText(
      /^Unser Team ändert dein Abo bei Twingle bis spätestens .* auf 25\s€ im Monat\. Bis dahin läuft dein Abo mit 30\s€ weiter\./,
    ),
  ).toBeVisible(DATA);
  return user;
}

async function aboAmount(baseURL: string, email: string) {
  const answer = await httpSend(`${baseURL}/graphql`)(
    '{ getDonations(active: true, rhythm: [monthly]) { amount pendingAmountChange { amount dueBy } } }',
    {},
    await accessTokenFor(email, PASSWORD),
  );
  return answer.data!.getDonations[0];
}

test('the team changes the amount with the mail’s link: the old amount runs until then, the donor hears twice', async ({
  page,
  baseURL,
}) => {
  const user = await switchTo25(page, baseURL!, 'abo-wechsel-team');
  expect(await aboAmount(baseURL!, user.email)).toEqual({
    amount: 30,
    pendingAmountChange: { amount: 25, dueBy: expect.any(String) },
  });
  await expect.poll(async () => (await teamMailsAbout(user.email)).length, DATA).toBe(1);
  const [task] = await teamMailsAbout(user.email);
  expect(task.subject).toMatch(/^Aufgabe: Abo bei Twingle ändern \(/);
  expect(task.text).toMatch(/den monatlichen Betrag auf 25,00\s€ ändern/);

  await page.goto(linkIn(task));
  const card = page.getByRole('region', { name: /^Betrag ändern auf 25\s€ im Monat$/ });
  await card.getByRole('button', { name: 'In Twingle erledigt' }).click(DATA);
  await expect(card.getByRole('status')).toHaveText(/– im Team bestätigt\./, DATA);

  expect(await aboAmount(baseURL!, user.email)).toEqual({ amount: 25, pendingAmountChange: null });
  await expect
    .poll(async () => (await mailsTo(user.email)).map((m) => m.subject), DATA)
    .toEqual(expect.arrayContaining(['Dein Abo wird geändert', 'Dein Abo ist geändert']));
  await page.goto('/mein-klimahain/abo-spenden');
  await expect(page.getByText('25 € im Monat')).toBeVisible(DATA);
});

test('Twingle’s first debit of the new amount finishes the change as well', async ({ page, baseURL }) => {
  const user = await switchTo25(page, baseURL!, 'abo-wechsel-push');
  await expect.poll(async () => (await teamMailsAbout(user.email)).length, DATA).toBe(1);
  const [task] = await teamMailsAbout(user.email);
  // The sandbox plays Twingle after the team changed it in the Twingle Manager: the next debit is 25 €.
  const debited = await fetch(`${baseURL}/_sandbox/twingle/instalment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ trx_id: trxIn(task), amount_cents: 2500 }),
  });
  expect(debited.status).toBe(200);
  expect(await aboAmount(baseURL!, user.email)).toEqual({ amount: 25, pendingAmountChange: null });
  await page.goto(linkIn(task));
  await expect(page.getByRole('region', { name: /^Betrag ändern auf 25\s€ im Monat$/ }).getByRole('status')).toHaveText(
    /– Twingle hat es gemeldet\./,
    DATA,
  );
});
