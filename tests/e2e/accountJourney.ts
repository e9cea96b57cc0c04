import type { APIRequestContext, Page } from '@playwright/test';
import { httpSend, saveFootprint } from '../support/storeWorkload';
import { e2eLink } from './cognitoUsers';
import { expect } from './identityHelpers';
import { accessTokenFor } from './provider';
import { firstPayment, sendPush, uniqueTrx } from './twingle';

/** A page opened by address restores the session first (Amplify, cognito-local) — slow on a busy machine. */
export const DATA = { timeout: 30_000 };

export interface NewDonor {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

/**
 * Registers the way a visitor does: the form on /registrieren, then the link of the confirmation mail (cognito-local's
 * fixed code, e2eLink) and „Registrierung abschließen“, then signing in on the page that follows; ends on the Übersicht.
 */
export async function registerThroughForm(page: Page, donor: NewDonor): Promise<void> {
  await page.goto('/registrieren');
  const main = page.getByRole('main');
  await main.getByLabel('Vorname').fill(donor.givenName);
  await main.getByLabel('Nachname').fill(donor.familyName);
  await main.getByLabel('E-Mail-Adresse').fill(donor.email);
  await main.getByLabel('Passwort').fill(donor.password);
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText(`Wir haben dir eine E-Mail an ${donor.email} geschickt.`)).toBeVisible(DATA);

  await page.goto(e2eLink('signUp', donor.email));
  await page.getByRole('button', { name: 'Registrierung abschließen' }).click();
  await expect(page.getByText('Dein Konto ist bestätigt.')).toBeVisible(DATA);
  await expect(main.getByLabel('E-Mail-Adresse')).toHaveValue(donor.email);
  await main.getByLabel('Passwort').fill(donor.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/mein-klimahain/uebersicht', DATA);
}

const INTENT =
  'mutation($p: String!, $t: DonationType, $a: Float) { createTwingleCampaignId(project: $p, donationType: $t, amount: $a) }';
const ORDERS = '{ getDonations { donationId donationType orders { treeProviderDonationId orderState } } }';

/**
 * A Wunschabo of 6 trees a month (30 €) in Uganda for the donor, with a saved footprint, paid the way production
 * records it: the donor's payment intent (as the donation page creates it), then Twingle's push of the first payment
 * for that intent to POST /webhooks/twingle. Returns the first order's id.
 */
export async function donateAbo(
  request: APIRequestContext,
  baseURL: string,
  donor: Pick<NewDonor, 'email' | 'password'>,
): Promise<string> {
  const send = httpSend(`${baseURL}/graphql`);
  const token = await accessTokenFor(donor.email, donor.password);
  expect(await saveFootprint(send, token, 0)).toBe(true);
  const intent = await send(INTENT, { p: 'uganda', t: 'custom_abo', a: 30 }, token);
  expect(intent.errors).toBeUndefined();
  const pushed = await sendPush(request, firstPayment(intent.data!.createTwingleCampaignId, uniqueTrx('konto')));
  expect(await pushed.json()).toMatchObject({ is_error: 0, values: { status: 'created' } });
  const donations = await send(ORDERS, {}, token);
  expect(donations.data!.getDonations).toEqual([
    {
      donationId: expect.any(String),
      donationType: 'custom_abo',
      orders: [{ treeProviderDonationId: expect.any(String), orderState: 'DONATED' }],
    },
  ]);
  return donations.data!.getDonations[0].orders[0].treeProviderDonationId;
}

/**
 * The same Wunschabo (30 € a month for Uganda, with a saved footprint) the way a donor gives it: the donation page,
 * the sandbox widget, whose payment sends Twingle's push, and „Danke!“ once the server has it. Returns the first
 * order's id.
 */
export async function donateAboThroughPage(
  page: Page,
  baseURL: string,
  donor: Pick<NewDonor, 'email' | 'password'>,
): Promise<string> {
  const send = httpSend(`${baseURL}/graphql`);
  const token = await accessTokenFor(donor.email, donor.password);
  expect(await saveFootprint(send, token, 0)).toBe(true);
  await page.goto('/projekte/uganda/spenden');
  await page.getByRole('radiogroup', { name: 'Wie möchtest du spenden?' }).getByText('Wunschabo').click(DATA);
  const amount = page.getByRole('textbox', { name: 'Betrag pro Monat' });
  await amount.fill('30');
  await amount.blur();
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  const widget = page.frameLocator('iframe[title="Zahlungsformular (Sandbox, es wird kein Geld bewegt)"]');
  await expect(widget.getByLabel('Betrag in €')).toHaveValue('30', DATA);
  await widget.getByRole('button', { name: 'Jetzt spenden' }).click();
  await expect(page.getByRole('heading', { name: 'Danke!' })).toBeFocused(DATA);
  const donations = await send(ORDERS, {}, token);
  expect(donations.data!.getDonations).toEqual([
    {
      donationId: expect.any(String),
      donationType: 'custom_abo',
      orders: [{ treeProviderDonationId: expect.any(String), orderState: 'DONATED' }],
    },
  ]);
  return donations.data!.getDonations[0].orders[0].treeProviderDonationId;
}

/** The tree provider's report: the order accounted, planted on a new plot in Uganda on 20.11.2026, finished. */
export function plantingReport(orderId: string, plotId: string) {
  const lon = 30.652;
  const lat = 0.624;
  return {
    plots: [
      {
        plotId,
        project: 'uganda',
        plantedAt: '2026-11-20',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [lon, lat],
              [lon + 0.003, lat],
              [lon + 0.0035, lat + 0.002],
              [lon, lat + 0.0025],
              [lon, lat],
            ],
          ],
        },
        species: [{ latinName: 'Maesopsis eminii', percentage: 100 }],
        co2tPerTreePerYear: 0.024,
      },
    ],
    orders: [
      {
        treeProviderDonationId: orderId,
        states: ['ACCOUNTED', 'PLANTING_IN_PROGRESS', 'FINISHED'],
        plots: [{ plotId, treeCount: 6 }],
      },
    ],
  };
}

/** Nothing on the page is wider than the viewport (a narrow page must not scroll sideways). */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}
