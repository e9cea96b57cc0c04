// Issue 33 §2 at 390 px: every Abo mail carries „Abo verwalten“, a signed link that opens that one Abo without signing
// in. From the mails' links a donor who never signs in here changes the amount, pauses and ends the Abo; the link is
// refused for another Abo, once a newer mail replaced it, and after its 30 days.
import { httpSend } from '../support/storeWorkload';
import { DATA, donateAbo } from './accountJourney';
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { expect, test } from './identityHelpers';
import { mailsTo, type OutboxMail } from './outbox';
import { accessTokenFor } from './provider';
import { ageManageLinks } from './storeProbe';
import { linkIn, teamMailsAbout } from './teamTaskMails';

test.describe.configure({ timeout: 240_000 });

const PASSWORD = 'Baumhain!2026';
const DONATIONS = '{ getDonations { donationId } }';
const CHANGE = `mutation Change($id: ID!) {
  changeAboAmount(donationId: $id, donationType: custom_abo, amount: 40) { donationId }
}`;

/** The link „Abo verwalten“ in a donor's mail, as a path on this server (the mail's host is APP_URL's). */
const manageLinkIn = (mail: OutboxMail) => /https?:\/\/[^/\s]+(\/abo\/verwalten\/\S+#\S+)/.exec(mail.text)![1];

/** Every link „Abo verwalten“ the spec has taken from a mail so far. */
const seen = new Set<string>();

/** The link of the donor's newest mail with this subject: the one not seen before, once the server has sent `count`. */
async function mailLink(email: string, subject: string, count = 1): Promise<string> {
  const withSubject = async () => (await mailsTo(email)).filter((m) => m.subject === subject);
  await expect.poll(async () => (await withSubject()).length, DATA).toBe(count);
  const fresh = (await withSubject()).map(manageLinkIn).filter((link) => !seen.has(link));
  expect(fresh).toHaveLength(1);
  seen.add(fresh[0]);
  return fresh[0];
}

async function aboOf(baseURL: string, email: string): Promise<{ id: string; token: string }> {
  const token = await accessTokenFor(email, PASSWORD);
  const found = await httpSend(`${baseURL}/graphql`)(DONATIONS, {}, token);
  return { id: found.data!.getDonations[0].donationId as string, token };
}

test('changing, pausing and ending an Abo from the mails’ links without signing in; refused for another Abo, when replaced, after 30 days', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const donor = await createConfirmedUser({
    email: uniqueEmail('abo-link'),
    password: PASSWORD,
    givenName: 'Jörg',
    familyName: 'Weiß',
  });
  const other = await createConfirmedUser({
    email: uniqueEmail('abo-link-andere'),
    password: PASSWORD,
    givenName: 'Ute',
    familyName: 'Groß',
  });
  await donateAbo(request, baseURL!, donor);
  await donateAbo(request, baseURL!, other);
  const abo = await aboOf(baseURL!, donor.email);
  const otherAbo = await aboOf(baseURL!, other.email);

  // Signed in elsewhere (the API), the donor raised the amount to 40 €; the team did it with its link.
  const changed = await httpSend(`${baseURL}/graphql`)(CHANGE, { id: abo.id }, abo.token);
  expect(changed.errors).toBeUndefined();
  const first = await mailLink(donor.email, 'Dein Abo wird geändert');
  await expect.poll(async () => (await teamMailsAbout(donor.email)).length, DATA).toBe(1);
  await page.goto(linkIn((await teamMailsAbout(donor.email))[0]));
  await page.getByRole('button', { name: 'In Twingle erledigt' }).click(DATA);
  await expect(page.getByRole('status').filter({ hasText: 'im Team bestätigt' })).toBeVisible(DATA);
  const second = await mailLink(donor.email, 'Dein Abo ist geändert');
  expect(second).not.toBe(first);

  // The first mail's link was replaced by the second's.
  await page.goto(first);
  await expect(page.getByRole('alert')).toHaveText(/^Dieser Link gilt nicht mehr\./, DATA);
  await expect(page.getByRole('button', { name: 'Betrag ändern' })).toHaveCount(0);

  // „Betrag ändern“ from the second mail, never signed in.
  await page.goto(second);
  await expect(page.getByRole('heading', { level: 1, name: 'Abo verwalten' })).toBeVisible(DATA);
  await expect(page.getByText(/^40\s€ im Monat$/)).toBeVisible(DATA);
  await expect(page.getByText(/^Dieser Link gilt bis zum \d\d\.\d\d\.\d{4} und nur für dieses Abo\./)).toBeVisible();
  // The page as the donor meets it, kept with the run's results for a look (390 px, and 1280 px).
  await page.screenshot({ path: testInfo.outputPath('abo-verwalten-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('abo-verwalten-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Betrag ändern' }).click();
  const change = page.getByRole('dialog', { name: 'Betrag ändern' });
  await change.getByRole('textbox', { name: 'Betrag pro Monat' }).fill('45');
  await change.getByRole('button', { name: 'Betrag ändern' }).click();
  await expect(
    page.getByText(/^Neuer Betrag beantragt: 45\s€ im Monat\. Unser Team ändert ihn bei Twingle bis spätestens /),
  ).toBeVisible(DATA);
  const third = await mailLink(donor.email, 'Dein Abo wird geändert', 2);
  expect(third).not.toBe(first);

  // „Abo pausieren“ from the third mail.
  await page.goto(third);
  await page.getByRole('button', { name: 'Abo pausieren' }).click(DATA);
  const pause = page.getByRole('dialog', { name: 'Abo pausieren' });
  await pause.getByText('2 Monate', { exact: true }).click();
  await expect(pause.getByRole('radio', { name: /^2 Monate/ })).toBeChecked();
  await pause.getByRole('button', { name: 'Abo pausieren' }).click();
  await expect(page.getByText(/^Pause beantragt: keine Abbuchung vom /)).toBeVisible(DATA);
  const fourth = await mailLink(donor.email, 'Dein Abo wird pausiert');

  // The fourth mail's secret opens no other Abo — here another donor's.
  const secret = fourth.split('#')[1];
  await page.goto(`/abo/verwalten/${encodeURIComponent(otherAbo.id)}#${secret}`);
  await expect(page.getByRole('alert')).toHaveText(/^Dieser Link gilt nicht mehr\./, DATA);

  // „Abo beenden“ from the fourth mail.
  await page.goto(fourth);
  await page.getByRole('button', { name: 'Abo beenden …' }).click(DATA);
  await page
    .getByRole('alertdialog', { name: 'Abo wirklich beenden?' })
    .getByRole('button', { name: 'Abo jetzt beenden' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Du hast dieses Abo beendet.' })).toBeVisible(DATA);
  await expect(page.getByText(/^Unser Team beendet dein Abo bei Twingle bis spätestens /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abo beenden …' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('abo-verwalten-beendet-390.png'), fullPage: true });
  const fifth = await mailLink(donor.email, 'Dein Abo wird beendet');

  // The fifth mail's link opens the Abo — until its 30 days are over.
  await page.goto(fifth);
  await expect(page.getByRole('status').filter({ hasText: 'Du hast dieses Abo beendet.' })).toBeVisible(DATA);
  expect(await ageManageLinks(31, donor.email)).toEqual([abo.id]);
  await page.goto(fifth);
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(/^Dieser Link gilt nicht mehr\./, DATA);
  await page.screenshot({ path: testInfo.outputPath('abo-verwalten-abgelaufen-390.png'), fullPage: true });
  // Nothing here signed the donor in.
  await page.goto('/mein-klimahain/abo-spenden');
  await expect(page).toHaveURL(/\/anmelden/, DATA);
});
