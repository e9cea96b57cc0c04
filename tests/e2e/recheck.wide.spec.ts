// Issue 26 §2: a year after a donor with an Abo saved their footprint, one mail invites them to re-check it — once,
// however often the daily job runs — and its link opens the calculator. The job runs with its own clock a year ahead.
import { donateAbo } from './accountJourney';
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { expect, test } from './identityHelpers';
import { mailsTo } from './outbox';
import { runRecheckMails } from './storeProbe';

const SUBJECT = 'Ein Jahr später: Wie groß ist dein CO₂-Fußabdruck heute?';

test('the yearly re-check invitation goes out once, a year after the result, and leads to the calculator', async ({
  page,
  baseURL,
}) => {
  const donor = await createConfirmedUser({
    email: uniqueEmail('jahr'),
    password: 'Baumhain!2026',
    givenName: 'Jana',
    familyName: 'Jährlich',
  });
  // A saved footprint and a running Wunschabo, recorded by Twingle's push.
  await donateAbo(page.request, baseURL!, donor);

  // Eleven months on nothing is due; twelve months on one mail; the next daily runs send nothing more.
  expect(await runRecheckMails(334, donor.email)).toEqual([]);
  expect(await runRecheckMails(366, donor.email)).toHaveLength(1);
  expect(await runRecheckMails(367, donor.email)).toEqual([]);
  const mails = await mailsTo(donor.email);
  expect(mails.filter((m) => m.subject === SUBJECT)).toHaveLength(1);
  const mail = mails.find((m) => m.subject === SUBJECT)!;
  expect(mail.text).toContain('Hallo Jana,');
  expect(mail.text).toContain('Dein Abo läuft weiter wie bisher.');

  const link = mail.text.match(/https?:\/\/\S+(\/co2-rechner)\b/)?.[1];
  expect(link).toBe('/co2-rechner');
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('CO₂');
});
