// At 1280 × 900 the result grows beside the questions when the last answer is given (issue 16).
import { expect, test } from './consoleGuard';

test.use({ viewport: { width: 1280, height: 900 } });

test('the total stays in view after the last answer', async ({ page }) => {
  await page.goto('/co2-rechner');
  const pick = (group: string | RegExp, choice: string) =>
    page.getByRole('radiogroup', { name: group }).getByText(choice, { exact: true }).click();
  await pick('Fährst du ein eigenes Auto?', 'Ja');
  await pick(/Kurzstreckenflüge/, '2');
  await pick(/Langstreckenflüge/, '2');
  await pick('Wie ernährst du dich?', 'Mischkost');
  await pick(/rotes Fleisch/, '2');
  await pick(/Huhn, Schwein, Fisch/, '4');
  await pick(/Milchprodukte/, 'Täglich');
  await pick(/Wohnfläche/, '100–200 m²');
  const total = page.getByRole('region', { name: 'Dein Ergebnis' }).getByRole('status');
  await expect(total).toContainText('17,0 t');
  await expect(total).toBeInViewport({ ratio: 1 });
});
