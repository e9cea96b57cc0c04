// Issue 13 at 390 px: the account pages' main paths on a phone — register, Übersicht, the Abo in the narrow menu's
// box, Pflanzbuch with the plot map, Abo beenden and Profil bearbeiten — and no page scrolls sideways.
import { DATA, donateAbo, expectNoSidewaysScroll, plantingReport, registerThroughForm } from './accountJourney';
import { uniqueEmail } from './cognitoUsers';
import { expect, test } from './identityHelpers';
import { E2E_PROVIDER_TOKEN } from './provider';

test.describe.configure({ timeout: 180_000 });

test('on a phone: register, see the planted Abo in Übersicht and Pflanzbuch, end it, edit the profile', async ({
  page,
  baseURL,
}) => {
  const user = { email: uniqueEmail('schmal'), password: 'Baumhain!2026', givenName: 'Nele', familyName: 'Schmal' };
  await registerThroughForm(page, user);
  await expect(page.getByText('Du hast noch nicht gespendet. Mit rund 5 € pflanzt du einen Baum.')).toBeVisible(DATA);
  await expectNoSidewaysScroll(page, 'Übersicht (leer)');

  const orderId = await donateAbo(page.request, baseURL!, user);
  // A provider id like the partner's („plot-<region>-<place>-<number>“): the Pflanzbuch names it „Kyenjojo, Fläche N“.
  const plotNumber = 100 + (Date.now() % 9000);
  const plotId = `plot-uganda-kyenjojo-${plotNumber}`;
  const imported = await page.request.post('/provider/import', {
    data: plantingReport(orderId, plotId),
    headers: { authorization: `Bearer ${E2E_PROVIDER_TOKEN}` },
  });
  expect(await imported.json()).toMatchObject({ ok: true, transitions: 3 });

  await page.goto('/mein-klimahain/uebersicht');
  const orders = page.getByRole('region', { name: 'Deine letzten Bestellungen' });
  await expect(orders.getByText('Gepflanzt', { exact: true })).toBeVisible(DATA);
  await expect(orders.getByText(/6 Bäume · Wunschabo vom/)).toBeVisible();
  await expectNoSidewaysScroll(page, 'Übersicht');

  // The narrow header keeps the footprint box in its menu.
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await expect(menu.getByText('Nele Schmal')).toBeVisible();
  await expect(menu.getByText('Dein Abo bindet')).toBeVisible(DATA);
  await menu.getByRole('link', { name: 'Pflanzbuch' }).click();

  await expect(page).toHaveURL('/mein-klimahain/pflanzbuch');
  const uganda = page.getByRole('region', { name: /^Uganda/ });
  // Issue 33 §4: a human name, the plot on a small map of Uganda (marker, outline in an inset), common and Latin
  // species names, and OpenStreetMap for the real surroundings — no provider id on the page.
  const name = `Kyenjojo, Fläche ${plotNumber}`;
  const card = uganda.getByRole('article', { name });
  const map = card.getByRole('img', { name: `Karte: ${name}, Distrikt Kyenjojo, West-Uganda` });
  await expect(map).toBeVisible(DATA);
  await expect(map).toHaveAccessibleDescription(
    /^Karte von Uganda, Norden oben: die Fläche liegt bei 0,6\d+° N, 30,6\d+° O;/,
  );
  await expect(map.getByTestId('plot-marker')).toBeVisible();
  await expect(map.getByTestId('plot-outline')).toHaveAttribute('d', /^M[\d.,L]+Z$/);
  const box = (await map.boundingBox())!;
  expect(box.width).toBeGreaterThan(200);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(card.getByRole('heading', { level: 4, name })).toBeVisible();
  await expect(card.getByText(/gepflanzt am 20\.11\.2026$/)).toBeVisible();
  await expect(card.getByText(/^100\s%\sMusizi/)).toBeVisible();
  await expect(card.getByText('Maesopsis eminii')).toBeVisible();
  await expect(card.getByRole('link', { name: /^Umgebung auf OpenStreetMap ansehen/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=0\.6\d*&mlon=30\.6\d*#map=15\//,
  );
  await expect(page.getByText(plotId)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('pflanzbuch-390.png'), fullPage: true });
  await expectNoSidewaysScroll(page, 'Pflanzbuch');

  await page.goto('/mein-klimahain/abo-spenden');
  await page.getByRole('region', { name: 'Laufende Abos' }).getByRole('link', { name: 'Abo beenden' }).click(DATA);
  await expect(page).toHaveURL(/\/mein-klimahain\/abo-beenden\?abo=/);
  await expectNoSidewaysScroll(page, 'Abo beenden');
  await page.getByRole('button', { name: 'Abo beenden …' }).click(DATA);
  await page
    .getByRole('alertdialog', { name: 'Abo wirklich beenden?' })
    .getByRole('button', { name: 'Abo jetzt beenden' })
    .click();
  await expect(page).toHaveURL('/mein-klimahain/abo-beendet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abo wird beendet');
  // Without a reload the menu's box says the Abo's end is asked for (the team ends it at Twingle, issue 31 §2).
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(menu.getByText('Dein Abo bindet')).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Ende beantragt' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/mein-klimahain/profil-bearbeiten');
  const form = page.getByRole('form', { name: 'Profil bearbeiten' });
  await form.getByLabel('Straße und Hausnummer').fill('Schmale Gasse 1', DATA);
  await form.getByLabel('Postleitzahl').fill('10#15');
  await form.getByLabel('Ort').fill('Berlin');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Bitte gib eine gültige Postleitzahl ein.')).toBeVisible();
  await expectNoSidewaysScroll(page, 'Profil bearbeiten');
  await form.getByLabel('Postleitzahl').fill('10115');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL('/mein-klimahain/profil');
  const details = page.getByRole('region', { name: 'Deine Daten' });
  await expect(details.getByText('10115 Berlin')).toBeVisible(DATA);
  await expect(details.getByText('Schmale Gasse 1')).toBeVisible();
  await expect(details.getByText('Nele Schmal')).toBeVisible();
  await expectNoSidewaysScroll(page, 'Profil');
});
