// Runs in the wide project only (see playwright.config.ts): consent is the same at every width.
import type { Page, Request } from '@playwright/test';
import { e2eAnalyticsUrl, firstVisit } from './consent';
import { expect, test } from './consoleGuard';

test.use({ storageState: firstVisit });

const TRACKER = e2eAnalyticsUrl();

/** Answers the loopback tracker like a tiny Matomo: the script marks itself loaded, the tracking endpoint says 204. */
async function serveTracker(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(`${TRACKER}**`, (route) => {
    requests.push(route.request());
    if (new URL(route.request().url()).pathname.endsWith('/matomo.js')) {
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__trackerRuns = (window.__trackerRuns || 0) + 1;',
      });
    }
    return route.fulfill({ status: 204 });
  });
  return requests;
}

const legalLinks = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Rechtliches' });
const banner = (page: Page) => page.getByRole('dialog', { name: 'Darf Klimahain mitzählen?' });

async function storedKeys(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookies: document.cookie,
  }));
}

test('the first visit asks before anything optional: no other host, no cookie, no stored key', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) foreign.push(request.url());
  });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Statistik erlauben' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Nur notwendige' })).toBeVisible();

  // The tracker is on the page, but inert until a yes.
  await expect(page.locator('script[data-service="matomo"]')).toHaveAttribute('type', 'text/plain');
  expect(foreign).toEqual([]);
  expect(await page.context().cookies()).toEqual([]);
  expect(await storedKeys(page)).toEqual({ local: [], session: [], cookies: '' });
});

test('allowing statistics loads the tracker (and counts the next page); only the consent cookie is set', async ({
  page,
}) => {
  const trackerRequests = await serveTracker(page);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  expect(trackerRequests).toEqual([]);

  await banner(page).getByRole('button', { name: 'Statistik erlauben' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as { __trackerRuns?: number }).__trackerRuns)).toBe(1);
  expect(trackerRequests.map((r) => new URL(r.url()).pathname)).toContain('/matomo/matomo.js');

  await legalLinks(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' })).toBeVisible();
  const views = () =>
    page.evaluate(
      () => (window as { _paq?: unknown[][] })._paq!.filter(([command]) => command === 'trackPageView').length,
    );
  await expect.poll(views).toBe(2);

  expect((await page.context().cookies()).map((c) => c.name)).toEqual(['cc_cookie']);
});

test('declining loads nothing and is remembered', async ({ page }) => {
  const trackerRequests = await serveTracker(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner(page)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The consent library has run (it marks that on window), found the stored choice and keeps the banner away.
  await page.waitForFunction(() => (window as { _ccRun?: boolean })._ccRun === true);
  await expect(banner(page)).toBeHidden();
  await expect(page.locator('script[data-service="matomo"]')).toHaveAttribute('type', 'text/plain');
  expect(trackerRequests).toEqual([]);
  const [cookie] = await page.context().cookies();
  expect(JSON.parse(decodeURIComponent(cookie.value)).categories).toEqual(['necessary']);
});

test('„Cookie-Einstellungen“ in the footer opens the settings again; a changed choice is kept', async ({ page }) => {
  await serveTracker(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Nur notwendige' }).click();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(settings).toBeVisible();
  await settings.getByRole('button', { name: 'Alle erlauben' }).click();
  await expect(settings).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as { __trackerRuns?: number }).__trackerRuns)).toBe(1);
});

test.describe('Impressum and Datenschutzerklärung (spec §2)', () => {
  test('show no banner; leaving them without a choice reloads the page, which then asks', async ({ page }) => {
    await page.goto('/impressum');
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await page.waitForFunction(() => (window as { _ccRun?: boolean })._ccRun === true);
    await expect(banner(page)).toBeHidden();

    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
    await legalLinks(page).getByRole('link', { name: 'AGB' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBeUndefined();
  });

  test('after a choice they are left like any page, without a reload', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Nur notwendige' }).click();
    await legalLinks(page).getByRole('link', { name: 'Datenschutz' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
    await legalLinks(page).getByRole('link', { name: 'Kontakt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });
});
