import type { Page } from '@playwright/test';
import { PAGES } from '../../src/content/routes';
import { expect, test } from './consoleGuard';

/** What a crawler or a link preview gets: the HTML as sent, before any script ran. */
async function sourceOf(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['cache-control'], path).toBe('no-cache');
  return response.text();
}

const CONTENT: Record<string, string> = {
  '/': 'Pflanze Bäume für dein Klima',
  '/projekte': 'Spenden &amp; Projekte',
  '/projekte/indonesien': 'Aufforstung auf Borneo',
  '/projekte/uganda': 'Aufforstung in Uganda',
  '/projekte/uganda/spenden': 'Für Uganda spenden',
  '/co2-rechner': 'Fährst du ein eigenes Auto?',
  '/spenden': 'Einmalige Spende',
  '/ueber-uns': 'Über Klimahain',
  '/kontakt': 'Kontakt',
  '/faq': 'Häufig gestellte Fragen',
  '/impressum': 'Impressum',
  '/datenschutz': 'Datenschutzerklärung',
  '/agb': 'Allgemeine Geschäftsbedingungen',
  '/anmelden': 'Anmelden',
  '/registrieren': 'Registrieren',
};

test.describe('view-source of the public pages', () => {
  for (const [path, text] of Object.entries(CONTENT)) {
    test(`${path} arrives with its German content and meta tags`, async ({ page, baseURL }) => {
      const html = await sourceOf(page, path);
      expect(html).toContain('<html lang="de">');
      expect(html).toContain(text);
      expect(html).toMatch(/<title>[^<]*Klimahain[^<]*<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}" />`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+" \/>/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      const noindex = html.includes('<meta name="robots" content="noindex" />');
      expect(noindex, 'noindex').toBe(path === '/anmelden' || path === '/registrieren');
    });
  }

  test('account, dev and mail-link pages are not prerendered and are kept out of search engines', async ({ page }) => {
    for (const path of [
      '/mein-klimahain/uebersicht',
      '/dev/navigation-links',
      '/passwort-zuruecksetzen',
      '/geschenk/Zu4xW6cR1eNaHk3v9QwZ2m',
      '/gibt-es-nicht',
    ]) {
      const html = await sourceOf(page, path);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  test('sitemap.xml lists the public pages, robots.txt keeps crawlers out of the account area', async ({
    page,
    baseURL,
  }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const whitelist = PAGES.filter((p) => p.kind === 'public' || p.kind === 'legal');
    expect(whitelist.length).toBeGreaterThan(5);
    expect(sitemap).toContain(`<loc>${baseURL}/projekte/uganda</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/impressum</loc>`);
    expect(sitemap).not.toContain('/mein-klimahain');
    expect(sitemap).not.toContain('/anmelden');
    expect(sitemap).not.toContain('/geschenk');
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /mein-klimahain/');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

/** Remembers the prerendered shell element before any script runs: after hydration it must still be the same node. */
async function rememberPrerenderedShell(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { prerenderedShell?: Element | null }).prerenderedShell =
        document.getElementById('root')?.firstElementChild;
    });
  });
}

/** Holds the app's entry back until the returned function is called: the visitor acts first, as on a slow line. */
async function holdAppBack(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function expectHydrated(page: Page) {
  // React marks the container once it owns it; the prerendered element is kept (createRoot would replace it).
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  const kept = await page.evaluate(
    () =>
      document.getElementById('root')?.firstElementChild ===
      (window as unknown as { prerenderedShell?: Element }).prerenderedShell,
  );
  expect(kept, 'the prerendered HTML was hydrated, not drawn again').toBe(true);
}

test.describe('hydration', () => {
  for (const path of ['/', '/co2-rechner', '/projekte/indonesien', '/spenden', '/faq', '/anmelden']) {
    test(`${path} is taken over without drawing it again, without a warning and without fetching its data again`, async ({
      page,
    }) => {
      const graphql: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/graphql') graphql.push(request.postData() ?? '');
      });
      await rememberPrerenderedShell(page);
      await page.goto(path);
      await expectHydrated(page);
      await page.waitForLoadState('networkidle');
      expect(graphql, 'GraphQL requests').toEqual([]);
    });
  }

  test('the hydrated calculator answers and counts', async ({ page }) => {
    await rememberPrerenderedShell(page);
    await page.goto('/co2-rechner');
    await expectHydrated(page);
    await page.getByRole('radiogroup', { name: 'Wie ernährst du dich?' }).getByText('Vegan').click();
    await expect(page.getByRole('progressbar', { name: 'Fortschritt Ernährung' })).toHaveAttribute(
      'aria-valuetext',
      '1 von 1 Frage beantwortet',
    );
  });

  test('a guest’s result kept in this browser shows on the prerendered donation page after hydration', async ({
    page,
  }) => {
    await page.goto('/co2-rechner');
    const answers: [string, string][] = [
      ['Fährst du ein eigenes Auto?', 'Nein'],
      ['Wie viele Kurzstreckenflüge machst du im Jahr?', '0'],
      ['Wie viele Langstreckenflüge machst du im Jahr?', '0'],
      ['Wie ernährst du dich?', 'Vegan'],
      ['Wie groß ist die Wohnfläche deines Zuhauses?', 'unter 50 m²'],
    ];
    for (const [question, answer] of answers) {
      await page.getByRole('radiogroup', { name: question }).getByText(answer, { exact: true }).click();
    }
    // Further questions may follow an answer: take the first choice of each until the result is complete.
    for (
      let open = page.getByRole('radiogroup').filter({ hasNot: page.locator('input:checked') });
      (await open.count()) > 0;
    ) {
      await open.first().getByRole('radio').first().click({ force: true });
    }
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('CachedAnswers?country=DE&version=1')))
      .not.toBeNull();
    await rememberPrerenderedShell(page);
    await page.goto('/spenden');
    await expectHydrated(page);
    await expect(page.getByText(/Dein CO₂-Fußabdruck: [\d,]+ t CO₂ im Jahr/)).toBeVisible();
  });

  test('text typed into a prerendered form before the app has taken it over is kept', async ({ page }) => {
    const typed = await holdAppBack(page);
    await rememberPrerenderedShell(page);
    const loading = page.goto('/anmelden'); // resolves once the app is ready (appReady.ts)
    const email = page.getByRole('main').getByLabel('E-Mail-Adresse');
    await email.fill('frueh@example.org');
    typed();
    await loading;
    await expectHydrated(page);
    await expect(email).toHaveValue('frueh@example.org');
    // The form's own state has it too: only the password is missing.
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Bitte gib dein Passwort ein.')).toBeVisible();
    await expect(page.getByText('Bitte gib deine E-Mail-Adresse ein.')).toHaveCount(0);
  });

  test('a form sent before the app has taken over does not put its fields into the address', async ({ page }) => {
    const ready = await holdAppBack(page);
    const loading = page.goto('/anmelden');
    const main = page.getByRole('main');
    await main.getByLabel('E-Mail-Adresse').fill('frueh@example.org');
    await main.getByLabel('Passwort').fill('Geheim!2026');
    await main.getByRole('button', { name: 'Anmelden' }).click();
    ready();
    await loading; // a plain-HTML submit would have interrupted this load with a new one
    expect(new URL(page.url()).search).toBe('');
    await expect(main.getByLabel('Passwort')).toHaveValue('Geheim!2026');
  });

  test('an amount typed into the prerendered donation page before the app has taken it over is what is donated', async ({
    page,
  }) => {
    const typed = await holdAppBack(page);
    await rememberPrerenderedShell(page);
    const loading = page.goto('/spenden');
    const amount = page.getByRole('textbox', { name: 'Betrag' });
    // Intl writes a no-break space before the euro sign.
    await expect(amount).toHaveValue(/^25,00\s€$/);
    await amount.fill('50');
    typed();
    await loading;
    await expectHydrated(page);
    await expect(amount).toHaveValue(/^50,00\s€$/);
    await expect(page.getByText(/^10 Bäume für 50\s€\./)).toBeVisible();
  });

  test('a project and a kind chosen on the prerendered donation page before the app has taken it over are what is donated', async ({
    page,
  }) => {
    const chosen = await holdAppBack(page);
    await rememberPrerenderedShell(page);
    const loading = page.goto('/spenden');
    const project = page.getByRole('radiogroup', { name: 'Für welches Projekt?' });
    const kind = page.getByRole('radiogroup', { name: 'Wie möchtest du spenden?' });
    await project.getByText('Aufforstung in Uganda').click();
    await kind.getByText('Wunschabo').click();
    // Without scripts the page still shows the one-time amount's field: what is typed there is meant per month now.
    await page.getByRole('textbox', { name: 'Betrag' }).fill('20');
    // The page shows the choice at once, not only once the app is there.
    const background = (option: string) =>
      project.locator('label', { hasText: option }).evaluate((label) => getComputedStyle(label).backgroundColor);
    expect(await background('Uganda')).not.toBe(await background('Borneo'));
    chosen();
    await loading;
    await expectHydrated(page);
    await expect(project.getByRole('radio', { name: /Uganda/ })).toBeChecked();
    await expect(kind.getByRole('radio', { name: /Wunschabo/ })).toBeChecked();
    // The form's own state has them, not only the boxes: the summary, and what is sent.
    await expect(page.getByRole('textbox', { name: 'Betrag pro Monat' })).toHaveValue(/^20,00\s€$/);
    await expect(page.getByText(/^4 Bäume im Monat für 20\s€\./)).toBeVisible();
    await expect(project.locator('label[data-selected]')).toHaveText(/Uganda/);
  });

  test('with a fragment the page is rendered anew: the FAQ opens the linked answer', async ({ page }) => {
    await page.goto('/faq#klimaneutral');
    await expect(page.getByRole('button', { name: 'Bin ich mit genug Bäumen klimaneutral?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('with a query string the page is rendered anew and still works', async ({ page }) => {
    await page.goto('/spenden?abo=percent_100');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spenden');
    await expect(page.getByRole('button', { name: 'Weiter zur Zahlung' })).toBeVisible();
  });
});
