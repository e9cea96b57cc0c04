// At 1280 × 900 the result grows beside the questions when the last answer is given (issue 16).
import { expect, test } from './consoleGuard';
import { answer, MIXED_17_T } from './calculatorAnswers';

test.use({ viewport: { width: 1280, height: 900 } });

test('the total stays in view after the last answer', async ({ page }) => {
  await page.goto('/co2-rechner');
  await answer(page, MIXED_17_T);
  const total = page.getByRole('region', { name: 'Dein Ergebnis' }).getByRole('status');
  await expect(total).toContainText('17,0 t');
  await expect(total).toBeInViewport({ ratio: 1 });
});
