import { expect, test } from './consoleGuard';

test('FAQ answers open and close by keyboard', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByRole('button', { name: 'Wie beende ich mein Abo?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/beendest du dein Abo mit zwei Klicks/)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/beendest du dein Abo mit zwei Klicks/)).toBeHidden();

  // Tab moves on to the next question, which opens the same way.
  await page.keyboard.press('Tab');
  const next = page.getByRole('button', { name: 'Bekomme ich eine Zuwendungsbestätigung?' });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(next).toHaveAttribute('aria-expanded', 'true');
});

test('a link to an answer opens it; the page carries FAQ structured data', async ({ page }) => {
  await page.goto('/faq#klimaneutral');
  await expect(page.getByRole('button', { name: 'Bin ich mit genug Bäumen klimaneutral?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByText(/das versprechen wir auch nicht/)).toBeInViewport();
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity.length).toBeGreaterThanOrEqual(16);
});
