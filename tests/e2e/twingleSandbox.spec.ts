// The Twingle sandbox widget in Chromium (issue 12): framed by an app page it speaks Twingle's postMessage protocol to
// that page's origin, shows German field and payment errors, and says „Vielen Dank!“ only after its push recorded the
// donation; on its own it fits 320 px and works with the keyboard.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './appReady';

// Each test loads the widget and pays through the API on a busy machine.
test.describe.configure({ timeout: 90_000 });

interface Message {
  origin: string;
  data: { type: string; cid: string; value?: unknown };
}

async function guestIntent(request: APIRequestContext): Promise<string> {
  const res = await request.post('/graphql', {
    data: { query: 'mutation { createTwingleCampaignId(project: "uganda") }' },
  });
  return (await res.json()).data.createTwingleCampaignId;
}

async function donationOf(request: APIRequestContext, cid: string) {
  const res = await request.post('/graphql', {
    data: {
      query: 'query($id: ID!) { paymentIntent(id: $id) { donation { amount rhythm treeUnitsRequested } } }',
      variables: { id: cid },
    },
  });
  return (await res.json()).data.paymentIntent.donation;
}

/**
 * A page of the app's origin that frames the widget the way the donation page does, logs its messages and answers
 * geturl. Served by page.route (so it may carry its own small script); the widget itself comes from the server.
 */
async function frameWidget(page: Page, query: string) {
  await page.route('**/e2e-twingle-host', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="de"><head><title>Spenden</title></head><body>
<script>
  window.twingleMessages = [];
  window.addEventListener('message', (event) => {
    window.twingleMessages.push({ origin: event.origin, data: event.data });
    if (event.data && event.data.type === 'geturl') event.source.postMessage({ type: 'seturl', value: location.href }, event.origin);
  });
</script>
<iframe id="twingle" title="Spendenformular" src="/_sandbox/twingle/klimahain?${query}" style="width: 100%; height: 1100px; border: 0"></iframe>
</body></html>`,
    }),
  );
  await page.goto('/e2e-twingle-host');
  return page.frameLocator('#twingle');
}

const messages = (page: Page) =>
  page.evaluate(() => (window as unknown as { twingleMessages: Message[] }).twingleMessages);

test('framed by an app page: presets, German errors, no push for a failing IBAN, thanks and donationFinished after the push', async ({
  page,
  request,
  baseURL,
}) => {
  const cid = await guestIntent(request);
  const widget = await frameWidget(page, `tw_amount=25&tw_rhythm=one_time&tw_cid=${cid}`);

  await expect(widget.getByLabel('Betrag in €')).toHaveValue('25');
  await expect(widget.getByRole('radio', { name: 'einmalig' })).toBeChecked();
  await expect(widget.getByText('Sandbox – es wird kein Geld bewegt.', { exact: false })).toBeVisible();
  await expect
    .poll(async () => (await messages(page)).map((m) => m.data.type))
    .toEqual(expect.arrayContaining(['size', 'geturl']));

  // A field error, beside its field, focused.
  await widget.getByLabel('E-Mail').fill('erika');
  await widget.getByRole('button', { name: 'Jetzt spenden' }).click();
  await expect(widget.getByText('Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.')).toBeVisible();
  await expect(widget.getByLabel('E-Mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(widget.getByLabel('E-Mail')).toBeFocused();

  // The sandbox IBAN that fails: a payment error, no push.
  await widget.getByLabel('E-Mail').fill('erika@example.org');
  await widget.getByLabel('IBAN').fill('DE00 0000 0000 0000 0000 00');
  await widget.getByRole('button', { name: 'Jetzt spenden' }).click();
  await expect(widget.getByRole('alert')).toContainText('Die Lastschrift wurde von der Bank abgelehnt');
  expect(await donationOf(request, cid)).toBeNull();

  await widget.getByLabel('IBAN').fill('DE02 1203 0000 0000 2020 51');
  await widget.getByRole('button', { name: 'Jetzt spenden' }).click();
  await expect(widget.getByRole('heading', { name: 'Vielen Dank!' })).toBeFocused();
  await expect(widget.getByText(/Deine Spende über 25,00\s€ \(einmalig\) ist eingegangen/)).toBeVisible();
  expect(await donationOf(request, cid)).toEqual({ amount: 25, rhythm: 'one_time', treeUnitsRequested: 5 });

  const log = await messages(page);
  const origin = new URL(baseURL!).origin;
  expect(log.every((m) => m.origin === origin && m.data.cid === 'klimahain')).toBe(true);
  const types = log.map((m) => m.data.type);
  expect(types.indexOf('scrollToTop')).toBeGreaterThan(-1);
  expect(types.indexOf('donationFinished')).toBeGreaterThan(types.indexOf('scrollToTop'));
  const finished = log.find((m) => m.data.type === 'donationFinished')!.data.value;
  expect(finished).toEqual({ amount: 25, rhythm: 'one_time', trx_id: expect.stringMatching(/^SBX/) });
  const sizes = log.filter((m) => m.data.type === 'size').map((m) => m.data.value as number);
  expect(sizes.length).toBeGreaterThanOrEqual(2);
  expect(sizes.every((s) => Number.isInteger(s) && s > 100)).toBe(true);
  // seturl reached the widget (it accepts messages from its parent's origin only).
  const frame = page.frames().find((f) => f.url().includes('/_sandbox/twingle/'))!;
  expect(
    await frame.evaluate(() => (window as unknown as { twingleSandboxPageUrl: string }).twingleSandboxPageUrl),
  ).toBe(`${origin}/e2e-twingle-host`);
});

test('on its own at 320 px: no horizontal scrolling, and a card payment by keyboard alone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const cid = await guestIntent(request);
  await page.goto(`/_sandbox/twingle/klimahain?tw_amount=12,50&tw_rhythm=monthly&tw_cid=${cid}`);
  await expect(page.getByLabel('Betrag in €')).toHaveValue('12,50');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.getByRole('radio', { name: 'Lastschrift' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Kreditkarte' })).toBeChecked();
  await expect(page.getByLabel('Kartennummer')).toBeVisible();
  await expect(page.getByLabel('IBAN')).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Kartennummer')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Vielen Dank!' })).toBeFocused();
  await expect(page.getByText(/12,50\s€ \(monatlich\)/)).toBeVisible();
  expect(await donationOf(request, cid)).toEqual({ amount: 12.5, rhythm: 'monthly', treeUnitsRequested: 2 });
});
