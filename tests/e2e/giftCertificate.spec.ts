// Issue 33 §3, „A gift worth giving“: the giver sees the certificate before paying (a preview) and after (a link in
// the thanks), prints it on one A4 page without the app around it, and downloads it as PDF. Runs at 390 px (narrow)
// and 1280 px (wide); the screens are kept as PNGs in the test's output folder.
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { expect, test } from './identityHelpers';

test.describe.configure({ timeout: 300_000 });
const DATA = { timeout: 30_000 };

async function pdfOf(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: bytes });
  try {
    const result = await parser.getText();
    return { text: result.text.replace(/\s+/g, ' '), pages: result.total };
  } finally {
    await parser.destroy();
  }
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`), fullPage: true });

test('the giver previews the certificate, pays, opens it from the thanks, prints one page and downloads the PDF', async ({
  page,
}) => {
  const password = 'Baumhain!2026';
  const giver = await createConfirmedUser({
    email: uniqueEmail('urkunde'),
    password,
    givenName: 'Greta',
    familyName: 'Gäbler',
  });
  // As identityHelpers' signIn, with the patience of a loaded machine for the way to the dashboard.
  await page.goto('/anmelden');
  await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(giver.email, DATA);
  await page.getByRole('main').getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/mein-klimahain/uebersicht', DATA);
  await page.goto('/projekte/indonesien/spenden');
  await page.getByRole('radiogroup', { name: 'Wie möchtest du spenden?' }).getByText('Einmalige Spende').click(DATA);
  await page.getByText('Als Geschenk verschenken – mit Urkunde für die beschenkte Person').click(DATA);
  await page.getByRole('textbox', { name: 'Name der beschenkten Person' }).fill('Oma Gisela', DATA);
  await page.getByRole('textbox', { name: 'Persönliche Nachricht (freiwillig)' }).fill('Alles Liebe zum Geburtstag!');
  // The quick choice fills the amount field.
  await page
    .getByRole('group', { name: 'Schnellauswahl Bäume' })
    .getByRole('button', { name: /^5 Bäume/ })
    .click();
  await expect(page.getByRole('textbox', { name: 'Betrag' })).toHaveValue(/^25,00\s€$/);

  // Before paying: the preview, the same sheet as the certificate page.
  await page.getByRole('button', { name: 'Vorschau der Urkunde' }).click();
  const preview = page.getByRole('dialog', { name: 'Vorschau der Urkunde' });
  await expect(preview.getByText('Oma Gisela')).toBeVisible();
  await expect(preview.getByText('von Greta Gäbler')).toBeVisible();
  await expect(preview.getByText('5 Bäume auf Borneo (Indonesien)')).toBeVisible();
  await expect(preview.getByText('Über ihr Wachstum binden sie rund 750 kg CO₂.')).toBeVisible();
  await shot(page, 'vorschau');
  await preview.getByRole('button', { name: 'Schließen' }).click();
  await expect(preview).toHaveCount(0);

  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  const widget = page.frameLocator('iframe[title="Zahlungsformular (Sandbox, es wird kein Geld bewegt)"]');
  await expect(widget.getByLabel('Betrag in €')).toHaveValue('25', DATA);
  await widget.getByRole('button', { name: 'Jetzt spenden' }).click();
  await expect(page.getByRole('heading', { name: 'Danke!' })).toBeFocused(DATA);

  // Afterwards: the giver's own link to the certificate.
  await page.getByRole('link', { name: 'Urkunde ansehen und drucken' }).click();
  const certificate = page.getByRole('region', { name: 'Urkunde' });
  await expect(certificate.getByText('5 Bäume auf Borneo (Indonesien)')).toBeVisible(DATA);
  await expect(certificate.getByText('von Greta Gäbler')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Urkunde drucken' })).toBeVisible();
  await shot(page, 'urkunde');
  const path = new URL(page.url()).pathname;
  expect(path).toMatch(/^\/geschenk\/[A-Za-z0-9_-]{22}$/);

  // The PDF by the same token: private, one A4 page with the texts.
  const pdfHref = await page.getByRole('link', { name: 'Als PDF herunterladen' }).getAttribute('href');
  expect(pdfHref).toBe(`${path}/Baum-Urkunde.pdf`);
  const download = await page.request.get(pdfHref!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(download.headers()['cache-control']).toBe('private, no-store');
  expect(download.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const pdf = await pdfOf(await download.body());
  expect(pdf.pages).toBe(1);
  for (const text of [
    'Klimahain',
    'Baum-Urkunde',
    'für Oma Gisela',
    'von Greta Gäbler',
    '„Alles Liebe zum Geburtstag!“',
    '5 Bäume auf Borneo (Indonesien)',
    'Über ihr Wachstum binden sie rund 750 kg CO₂.',
    path,
  ]) {
    expect(pdf.text).toContain(text);
  }

  // Printing: the sheet alone, on one A4 page — no header, footer, newsletter box or claim.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Urkunde drucken' })).toBeHidden();
  await expect(certificate.getByText('Oma Gisela', { exact: true })).toBeVisible();
  await shot(page, 'druck');
  const printout = await page.pdf({ format: 'A4', printBackground: true });
  await writeFile(test.info().outputPath(`druck-${test.info().project.name}.pdf`), printout);
  const printed = await pdfOf(printout);
  expect(printed.pages).toBe(1);
  expect(printed.text).toContain('5 Bäume auf Borneo (Indonesien)');
  expect(printed.text).not.toContain('Newsletter');
  expect(printed.text).not.toContain('Wo die Bäume wachsen');
});
