import { expect, test } from '@playwright/test';

// Spec §9: a public page's code is fetched once its link comes within 200 px of the viewport — not at load.
test('the Impressum’s code arrives when its footer link comes near, before any click', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') chunks.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const imprintChunk = () => chunks.some((path) => /\/ImprintPage-[^/]*\.js$/.test(path));
  expect(imprintChunk(), 'not fetched by the load itself').toBe(false);

  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' });
  await footerLink.scrollIntoViewIfNeeded();
  await expect.poll(imprintChunk).toBe(true);
  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
});
