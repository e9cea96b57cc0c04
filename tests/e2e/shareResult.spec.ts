// „Ergebnis teilen“ (issue 26 §3): a guest's result becomes a link that reads without scripts and has a picture.
import { expect, test } from '@playwright/test';
import { waitForAppOnLoad } from './appReady';
import { answerVegan } from './calculatorAnswers';

test('a shared result shows total, categories and trees without scripts, with its own og:image', async ({
  page,
  browser,
  baseURL,
}) => {
  await waitForAppOnLoad(page).goto('/co2-rechner');
  await answerVegan(page);
  const result = page.getByRole('region', { name: 'Dein Ergebnis' });
  await result.getByRole('button', { name: 'Ergebnis teilen' }).click();
  // Copied, or — where the clipboard is refused — shown to copy by hand: the link is there either way.
  const link = result.getByRole('link', { name: /\/ergebnis\/DE-1\// });
  await expect(link).toBeVisible();
  const path = (await link.getAttribute('href'))!;
  expect(path).toBe('/ergebnis/DE-1/-1.5_-1.2_-0.4');

  const noScripts = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  try {
    const shared = await noScripts.newPage();
    await shared.goto(path);
    await expect(shared.getByRole('heading', { level: 1, name: '8,1 t CO₂ im Jahr' })).toBeVisible();
    for (const [category, tonnes] of [
      ['Mobilität', '−1,5 t'],
      ['Ernährung', '−1,2 t'],
      ['Wohnen', '−0,4 t'],
    ]) {
      await expect(shared.getByRole('row', { name: `${category} ${tonnes}` })).toBeVisible();
    }
    await expect(shared.getByText('54 Bäume', { exact: true })).toBeVisible();
    const image = await shared.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\/ergebnis\/DE-1\/-1\.5_-1\.2_-0\.4\/bild\.png$/);
    const picture = await shared.request.get(new URL(new URL(image!).pathname, baseURL).href);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
  } finally {
    await noScripts.close();
  }
});
