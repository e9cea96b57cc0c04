// Issue 24: ending an Abo stops the money — Twingle (here its sandbox) is asked once, the donor gets the mail with the
// date of the last debit, and the page and the server's record say the same.
import { httpSend } from '../support/storeWorkload';
import { DATA, donateAboThroughPage } from './accountJourney';
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { expect, signIn, test } from './identityHelpers';
import { mailsTo } from './outbox';
import { accessTokenFor } from './provider';

test.describe.configure({ timeout: 180_000 });
const longDate = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

test('a donor ends an Abo: Twingle is asked once, the mail names the last debit, page and record agree', async ({
  page,
  baseURL,
}) => {
  const password = 'Baumhain!2026';
  const user = await createConfirmedUser({
    email: uniqueEmail('abo-ende'),
    password,
    givenName: 'Greta',
    familyName: 'Brückner',
  });
  await signIn(page, user.email, password);
  await donateAboThroughPage(page, baseURL!, { email: user.email, password });

  await page.goto('/mein-klimahain/abo-spenden');
  const end = page.getByRole('link', { name: 'Abo beenden' });
  await expect(end).toBeVisible(DATA);
  const donationId = new URL((await end.getAttribute('href'))!, baseURL).searchParams.get('abo')!;
  await end.click();

  // One truth on the page and in the dialog: Twingle is asked first, then nothing more is debited.
  const promise =
    /^Wir bitten unseren Zahlungsdienstleister Twingle sofort, dein Abo zu beenden\. Sobald Twingle zustimmt, wird nichts mehr abgebucht/;
  await expect(page.getByText(promise)).toBeVisible(DATA);
  await page.getByRole('button', { name: 'Abo beenden …' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Abo wirklich beenden?' });
  await expect(dialog.getByText(promise)).toBeVisible();
  await dialog.getByRole('button', { name: 'Abo jetzt beenden' }).click();
  // The app's full-screen overlay says what happens (spec §2: at least 1000 ms, so it is there to be seen).
  await expect(
    page.getByRole('status').filter({ hasText: 'Wir bitten den Zahlungsdienst, dein Abo zu beenden …' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Abo beendet' })).toBeVisible(DATA);
  await expect(
    page.getByText('Dein Abo ist beendet: Ab jetzt wird nichts mehr abgebucht.', { exact: false }),
  ).toBeVisible();

  // The payment provider's side: asked exactly once for this donation.
  const asked = (await (await fetch(`${baseURL}/_sandbox/twingle/recurring-ends`)).json()) as {
    requests: { donationId: string; idempotencyKey: string }[];
  };
  expect(asked.requests.filter((r) => r.donationId === donationId)).toEqual([
    expect.objectContaining({ donationId, idempotencyKey: `klimahain-end-${donationId}` }),
  ]);

  // The mail, with the day of the only debit so far (the first payment, today).
  await expect
    .poll(async () => (await mailsTo(user.email)).map((m) => m.subject), DATA)
    .toContain('Dein Abo ist beendet');
  const mail = (await mailsTo(user.email)).find((m) => m.subject === 'Dein Abo ist beendet')!;
  expect(mail.text).toContain(
    `Deine letzte Abbuchung war am ${longDate.format(new Date())}. Ab jetzt buchen wir nichts mehr ab.`,
  );

  // The record says what the page says: ended, not active, and nothing left to end.
  const send = httpSend(`${baseURL}/graphql`);
  const token = await accessTokenFor(user.email, password);
  const answer = await send(
    '{ getDonations(rhythm: [monthly]) { donationId active canceledAt endRequestedAt } }',
    {},
    token,
  );
  expect(answer.data?.getDonations).toEqual([
    { donationId, active: false, canceledAt: expect.any(String), endRequestedAt: null },
  ]);
  await page.goto('/mein-klimahain/abo-spenden');
  const card = page.getByRole('article', { name: /Wunschabo/ });
  await expect(card.getByText('Beendet am')).toBeVisible(DATA);
  await expect(page.getByRole('link', { name: 'Abo beenden' })).toHaveCount(0);
});
