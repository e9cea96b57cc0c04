// Issue 24: a donor gives twice in the sandbox, asks for receipts — the page asks for the postal address first — and
// downloads both receipts and the Sammelbestätigung of last year (a gift pushed with last year's date); the PDFs'
// text is read back.
import type { Download, Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { formatTwingleDate } from '../../server/core/domain/donations/twinglePush';
import { httpSend } from '../support/storeWorkload';
import { DATA, donateAboThroughPage } from './accountJourney';
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { expect, signIn, test } from './identityHelpers';
import { accessTokenFor } from './provider';
import { firstPayment, sendPush, uniqueTrx } from './twingle';

test.describe.configure({ timeout: 180_000 });
const today = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
}).format(new Date());
const lastYear = new Date().getFullYear() - 1;

async function giveOnce(page: Page, euros: string) {
  await page.goto('/projekte/indonesien/spenden');
  await page.getByRole('radiogroup', { name: 'Wie möchtest du spenden?' }).getByText('Einmalige Spende').click(DATA);
  await page.getByRole('textbox', { name: 'Betrag', exact: true }).fill(euros);
  await page.getByRole('textbox', { name: 'Betrag', exact: true }).blur();
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  const widget = page.frameLocator('iframe[title="Zahlungsformular (Sandbox, es wird kein Geld bewegt)"]');
  await expect(widget.getByLabel('Betrag in €')).toHaveValue(euros, DATA);
  await widget.getByRole('button', { name: 'Jetzt spenden' }).click();
  await expect(page.getByRole('heading', { name: 'Danke!' })).toBeFocused(DATA);
}

async function pdfText(download: Download): Promise<string> {
  const parser = new PDFParse({
    data: await download.createReadStream().then(async (stream) => Buffer.concat(await stream.toArray())),
  });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

test('a donor downloads a receipt for each of two gifts and last year’s Sammelbestätigung, after giving the address', async ({
  page,
  baseURL,
  request,
}) => {
  const password = 'Baumhain!2026';
  const user = await createConfirmedUser({
    email: uniqueEmail('beleg'),
    password,
    givenName: 'Käthe',
    familyName: 'Weiß',
  });
  await signIn(page, user.email, password);
  await donateAboThroughPage(page, baseURL!, { email: user.email, password });
  await giveOnce(page, '320');

  // A gift of last year, as Twingle's push records it (the sandbox widget always pays today).
  const token = await accessTokenFor(user.email, password);
  const intent = await httpSend(`${baseURL}/graphql`)(
    'mutation($p: String!) { createTwingleCampaignId(project: $p) }',
    { p: 'uganda' },
    token,
  );
  const pushed = await sendPush(
    request,
    firstPayment(intent.data!.createTwingleCampaignId, uniqueTrx('beleg'), {
      confirmed_at: formatTwingleDate(new Date(`${lastYear}-06-15T10:00:00Z`)),
      amount: '4500',
      donation_rhythm: 'one_time',
    }),
  );
  expect(pushed.status()).toBe(200);

  await page.goto('/mein-klimahain/abo-spenden');
  const receipts = page.getByRole('region', { name: 'Zuwendungsbestätigungen' });
  // No postal address in the profile yet: it is asked for before any receipt, with German errors.
  const form = receipts.getByRole('form', { name: 'Deine Anschrift für die Bestätigungen' });
  await expect(form).toBeVisible(DATA);
  await expect(
    receipts.getByRole('button', { name: /^PDF Zuwendungsbestätigung für Spende .* über 320\s€$/ }),
  ).toBeDisabled();
  await form.getByRole('button', { name: 'Anschrift speichern' }).click();
  await expect(form.getByText('Bitte gib Straße und Hausnummer ein.')).toBeVisible();
  await form.getByLabel('Straße und Hausnummer').fill('Grüner Weg 5');
  await form.getByLabel('Postleitzahl').fill('79098');
  await form.getByLabel('Ort').fill('Freiburg im Breisgau');
  await form.getByRole('button', { name: 'Anschrift speichern' }).click();
  await expect(form).toBeHidden(DATA);

  const save = async (name: RegExp | string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipts.getByRole('button', { name }).click(),
    ]);
    return { name: download.suggestedFilename(), text: await pdfText(download) };
  };

  const once = await save(/^PDF Zuwendungsbestätigung für Spende vom .* über 320\s€$/);
  expect(once.name).toMatch(/^Zuwendungsbestaetigung-KH-\d{4}-\d{6}\.pdf$/);
  expect(once.text).toContain('Bestätigung über Geldzuwendungen');
  expect(once.text).toContain('Betrag der Zuwendung – in Ziffern: 320,00 €');
  expect(once.text).toContain('– in Buchstaben: dreihundertzwanzig Euro');
  expect(once.text).toContain(`Tag der Zuwendung: ${today}`);
  expect(once.text).toContain('Käthe Weiß Grüner Weg 5 79098 Freiburg im Breisgau');

  const abo = await save(/^PDF Zuwendungsbestätigung für Wunschabo vom .* über 30\s€$/);
  expect(abo.text).toContain('Vereinfachter Zuwendungsnachweis');
  expect(abo.text).toContain('Betrag der Zuwendung: 30,00 €');
  expect(abo.text).not.toContain(once.name.slice(-18, -4));

  // The same gift again: the same number (it was stored), not a new receipt.
  const again = await save(/^PDF Zuwendungsbestätigung für Spende vom .* über 320\s€$/);
  expect(again.name).toBe(once.name);

  // Said beforehand: last year's gift is covered by the Sammelbestätigung once it is issued.
  await expect(
    receipts.getByText(`Wird durch die Sammelbestätigung ${lastYear} ersetzt, sobald sie ausgestellt ist.`),
  ).toBeVisible();
  const annual = await save(`Sammelbestätigung ${lastYear} (PDF)`);
  expect(annual.name).toMatch(new RegExp(`^Sammelbestaetigung-${lastYear}-KH-\\d{4}-\\d{6}\\.pdf$`));
  expect(annual.text).toContain(`Zeitraum der Sammelbestätigung: 01.01.${lastYear} bis 31.12.${lastYear}`);
  expect(annual.text).toContain('Gesamtbetrag der Zuwendungen – in Ziffern: 45,00 €');
  expect(annual.text).toContain(`15.06.${lastYear} Geldzuwendung – Spende nein 45,00 €`);
  await expect(receipts.getByText(`in Sammelbestätigung ${annual.name.slice(-18, -4)}`)).toBeVisible(DATA);
});
