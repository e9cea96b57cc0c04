// Focus after a route change from the narrow header's menu (issue 16); the wide header has no menu.
import { expect, test } from './consoleGuard';

test('a link in the narrow menu also ends on the new page’s heading, not on the menu button', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Spenden', exact: true }).click();
  await expect(page).toHaveURL('/spenden');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText('Spenden | Klimahain');
});
