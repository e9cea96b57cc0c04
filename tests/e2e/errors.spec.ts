import { expect, test } from './appReady';

// These tests break the network on purpose, so the browser logs failed requests: no console guard here.

test('a server error on a page with data shows a German message and retry loads the page', async ({ page }) => {
  await page.route('**/graphql', (route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
  );
  await page.goto('/dev/navigation-links');
  await expect(page.getByText('Die Seite konnte nicht geladen werden.')).toBeVisible();
  // Header and footer stay, so the visitor can move on.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Navigationslinks');
  await expect(page.getByText('Hallo vom Klimahain!')).toBeVisible();
});

test('a network failure shows the same message, never a blank page', async ({ page }) => {
  await page.route('**/graphql', (route) => route.abort('connectionrefused'));
  await page.goto('/dev/navigation-links/eins');
  await expect(page.getByText('Die Seite konnte nicht geladen werden.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
});

test('a broken GraphQL answer (no data) is handled the same way', async ({ page }) => {
  await page.route('**/graphql', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected":true}' }),
  );
  await page.goto('/dev/navigation-links');
  await expect(page.getByText('Die Seite konnte nicht geladen werden.')).toBeVisible();
});
