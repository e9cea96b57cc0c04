import { PAGES } from '../../src/content/routes';
import { expect, test } from './consoleGuard';

/** Fills route parameters with real values: the two project slugs, a dev navigation item, a gift's (unknown) link. */
function examplePath(path: string): string {
  return path.replace(':project', 'uganda').replace(':item', 'eins').replace(':token', 'Zu4xW6cR1eNaHk3v9QwZ2m');
}

const HEADING: Record<string, string> = {
  '/projects/{project}': 'Aufforstung in Uganda',
  '/projects/{project}/donate': 'Für Uganda spenden',
  '/dev/navigation-links/{item}': 'Navigationslink „eins“',
  '/dev/navigation-links/{item}/unterseite': 'Unterseite von „eins“',
};

/** Account pages send guests to /anmelden; identity.accountPages.spec.ts visits them signed in. */
const GUEST_PAGES = PAGES.filter((page) => page.kind !== 'account');

test.describe('every page a guest can open', () => {
  for (const page of GUEST_PAGES) {
    const path = examplePath(page.path);
    test(`${path} shows its heading and German title`, async ({ page: tab }) => {
      await tab.goto(path);
      const heading = HEADING[page.internal] ?? page.heading;
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(tab).toHaveTitle(page.path === '/' ? 'Klimahain – Bäume pflanzen für dein Klima' : /\| Klimahain$/);
      await expect(tab.locator('html')).toHaveAttribute('lang', 'de');
    });
  }

  test('the other project page teases Uganda from Borneo', async ({ page }) => {
    await page.goto('/projekte/indonesien');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aufforstung auf Borneo');
    await page.getByRole('link', { name: 'Mehr über Uganda' }).click();
    await expect(page).toHaveURL('/projekte/uganda');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aufforstung in Uganda');
  });
});

test.describe('not found', () => {
  for (const path of ['/gibt-es-nicht', '/projects', '/user/dashboard', '/projekte/atlantis', '/legal/imprint']) {
    test(`${path} gets the German 404 page with a way home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es nicht');
      await expect(page).toHaveTitle('Seite nicht gefunden | Klimahain');
      await page.getByRole('link', { name: 'Zur Startseite' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pflanze Bäume für dein Klima');
    });
  }
});
