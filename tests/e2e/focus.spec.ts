// Keyboard and screen-reader basics after navigation (issue 16), in both widths.
import { expect, test } from './consoleGuard';

const announcer = (page: import('@playwright/test').Page) => page.getByTestId('route-announcer');

test.describe('after a route change', () => {
  test('focus is on the new page’s heading, its title is announced, and the next Tab stays in the page', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(announcer(page)).toHaveText('');
    await page.getByRole('main').getByRole('link', { name: 'Projekte ansehen' }).click();
    await expect(page).toHaveURL('/projekte');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(announcer(page)).toHaveText('Spenden & Projekte | Klimahain');
    await page.keyboard.press('Tab');
    // The first link after the heading, not the footer.
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('back restores the scroll position, a new page starts at the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Spenden & Projekte' });
    await footerLink.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    await footerLink.click();
    await expect(page).toHaveURL('/projekte');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the newsletter placeholder uses "…" and fits into its field', async ({ page }) => {
    await page.goto('/');
    const input = page.getByRole('contentinfo').getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(input).toHaveAttribute('placeholder', 'E-Mail-Adresse eingeben…');
    const fits = await input.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(el.placeholder).width <= room;
    });
    expect(fits).toBe(true);
  });
});

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the narrow menu speaks German: its close button is „Menü schließen“, never „Dismiss“', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The wide header has no overlay for guests: the narrow menu at 390 px in both projects.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menü' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Menü schließen', exact: true })).toBeVisible();
  });
});
