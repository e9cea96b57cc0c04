// Issue 24, part 3 (DSGVO Art. 15/17/20): a donor downloads their data (JSON + GeoJSON, only their own records),
// then deletes the account with its data: the identity user is gone and no row of the store holds their e-mail or name.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DATA, donateAbo, donateAboThroughPage, plantingReport } from './accountJourney';
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { expect, signIn, test } from './identityHelpers';
import { accessTokenFor, E2E_PROVIDER_TOKEN } from './provider';
import { storeRowsContaining } from './storeProbe';

test.describe.configure({ timeout: 240_000 });

const PASSWORD = 'Baumhain!2026';

/** Saves the file behind one of the export's links the way the browser does, and returns its text. */
async function download(page: Page, link: RegExp): Promise<{ name: string; text: string }> {
  const saved = page.waitForEvent('download');
  await page.getByRole('link', { name: link }).click();
  const file = await saved;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

async function plant(page: Page, orderId: string, plotId: string) {
  const imported = await page.request.post('/provider/import', {
    data: plantingReport(orderId, plotId),
    headers: { authorization: `Bearer ${E2E_PROVIDER_TOKEN}` },
  });
  expect(imported.status()).toBe(200);
}

test('a donor downloads only their own data, then deletes the account and every personal row with it', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  // Names that occur nowhere else in the store, so the scan at the end finds exactly this donor's rows.
  const donor = await createConfirmedUser({
    email: uniqueEmail('daten'),
    password: PASSWORD,
    givenName: `Quirin${stamp}`,
    familyName: `Vogelsang${stamp}`,
    newsletter: true,
  });
  const other = await createConfirmedUser({
    email: uniqueEmail('andere'),
    password: PASSWORD,
    givenName: `Ottilie${stamp}`,
    familyName: `Ahorn${stamp}`,
  });

  // The other donor gives too and gets trees on a plot of their own: none of it may reach the first donor's files.
  const otherOrder = await donateAbo(page.request, baseURL!, other);
  await plant(page, otherOrder, `plot-e2e-andere-${stamp}`);

  await signIn(page, donor.email, PASSWORD);
  const order = await donateAboThroughPage(page, baseURL!, donor);
  const plotId = `plot-e2e-daten-${stamp}`;
  await plant(page, order, plotId);

  // ── Export ──
  await page.goto('/mein-klimahain/profil');
  const section = page.getByRole('region', { name: 'Meine Daten herunterladen' });
  await section.getByRole('button', { name: 'Daten zusammenstellen' }).click(DATA);
  await expect(section.getByText('Deine Daten sind bereit.')).toBeVisible(DATA);

  const json = await download(page, /^Meine Daten \(JSON\)/);
  expect(json.name).toMatch(/^klimahain-daten-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(json.text);
  expect(data.hinweis).toMatch(/DSGVO/);
  expect(data.profil).toMatchObject({ email: donor.email, firstName: donor.givenName, lastName: donor.familyName });
  expect(data.calculatorResults).toHaveLength(1);
  expect(data.donations).toEqual([
    expect.objectContaining({ donationType: 'custom_abo', amount: 30, project: 'uganda' }),
  ]);
  expect(data.orders.map((o: { treeProviderDonationId: string }) => o.treeProviderDonationId)).toEqual([order]);
  expect(data.newsletterConsent).toMatchObject({ email: donor.email, status: 'PENDING_CONFIRMATION' });

  const geo = await download(page, /^Meine Flächen \(GeoJSON\)/);
  expect(geo.name).toMatch(/^klimahain-flaechen-\d{4}-\d{2}-\d{2}\.geojson$/);
  const plots = JSON.parse(geo.text);
  expect(plots.type).toBe('FeatureCollection');
  expect(plots.features).toHaveLength(1);
  const [feature] = plots.features;
  expect(feature.properties).toMatchObject({ plotId, project: 'uganda', plantedAt: '2026-11-20', treeCount: 6 });
  const [[ring]] = feature.geometry.coordinates;
  expect(ring[0]).toEqual(ring[ring.length - 1]);
  // [longitude, latitude]: the plot lies in western Uganda (≈ 30.65° E, 0.62° N).
  expect(ring[0][0]).toBeCloseTo(30.65, 1);
  expect(ring[0][1]).toBeCloseTo(0.62, 1);

  const both = json.text + geo.text;
  for (const foreign of [other.email, other.givenName, otherOrder, `plot-e2e-andere-${stamp}`])
    expect(both).not.toContain(foreign);

  // ── Deletion ──
  const personal = [donor.email, donor.givenName, donor.familyName];
  expect((await storeRowsContaining(...personal)).length).toBeGreaterThan(0);
  const deletion = page.getByRole('region', { name: 'Konto und Daten löschen' });
  await expect(deletion.getByText(/10 Jahre lang, wie es das\s+Steuerrecht verlangt/)).toBeVisible();
  await deletion.getByRole('button', { name: 'Konto und Daten löschen …' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Konto und Daten wirklich löschen?' });
  await dialog.getByRole('button', { name: 'Konto und Daten endgültig löschen' }).click();
  await expect(page).toHaveURL('/mein-klimahain/konto-geschlossen', DATA);
  await expect(page.getByText('Auch dein Konto selbst ist gelöscht.')).toBeVisible();

  // The identity user is gone: signing in fails, in the app and at the identity provider.
  await page.goto('/anmelden');
  await page.getByRole('main').getByLabel('E-Mail-Adresse').fill(donor.email);
  await page.getByRole('main').getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('E-Mail-Adresse oder Passwort stimmen nicht. Bitte prüfe deine Eingaben.')).toBeVisible(
    DATA,
  );
  await expect(accessTokenFor(donor.email, PASSWORD)).rejects.toThrow();

  // No row of any table holds the donor's e-mail or name; the other donor's rows are still there.
  expect(await storeRowsContaining(...personal)).toEqual([]);
  expect((await storeRowsContaining(other.email)).map((r) => r.table)).toContain('users');
  // The tax records stay, pseudonymised: the order with its amount, no longer linked to anyone.
  const kept = (await storeRowsContaining(order)).find((r) => r.table === 'orders');
  expect(JSON.parse(kept!.row)).toMatchObject({ user_id: null, amount_cents: 3000 });
});
