import {
  KEYBOARD_ANSWERS,
  KEYBOARD_TOTAL_TEXT,
  KEYBOARD_TREES_TEXT,
} from '../../src/features/calculator/keyboardAnswers';
import { expect, test } from './consoleGuard';

const CACHE_KEY = 'CachedAnswers?country=DE&version=1';

test.describe('CO₂-Rechner as a guest', () => {
  test('answers every question with the keyboard, sees total and trees, and keeps them after a reload', async ({
    page,
  }) => {
    // About fifty key presses, each waiting for its state: 15 s on a quiet machine, so the limit must allow a busy one.
    test.slow();
    await page.goto('/co2-rechner');
    await expect(page.getByRole('radiogroup', { name: 'Fährst du ein eigenes Auto?' })).toBeVisible();
    // Skip link, then straight into the first question.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Enter');
    for (const keys of KEYBOARD_ANSWERS) {
      for (const key of keys) await page.keyboard.press(key);
    }
    const result = page.getByRole('region', { name: 'Dein Ergebnis' });
    await expect(result.getByText(KEYBOARD_TOTAL_TEXT, { exact: true }).first()).toBeVisible();
    await expect(result.getByText(KEYBOARD_TREES_TEXT)).toBeVisible();
    await expect(result.getByRole('link', { name: 'Jetzt registrieren' })).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CACHE_KEY)).not.toBeNull();

    await page.reload();
    await expect(page.getByRole('radio', { name: '14 oder mehr' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'über 200 m²' })).toBeChecked();
    await expect(result.getByText(KEYBOARD_TOTAL_TEXT, { exact: true }).first()).toBeVisible();
  });

  test('a tampered browser entry is dropped and the calculator starts empty', async ({ page }) => {
    await page.addInitScript(
      (key) => localStorage.setItem(key, '{"version":1,"answers":[{"questionId":"x"'),
      CACHE_KEY,
    );
    await page.goto('/co2-rechner');
    await expect(
      page.getByText('Beantworte noch 5 bis 8 Fragen (je nach deinen Antworten), dann siehst du dein Ergebnis.'),
    ).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CACHE_KEY)).toBeNull();
  });

  test('hidden follow-up questions appear and vanish with the diet answer', async ({ page }) => {
    await page.goto('/co2-rechner');
    await page.getByRole('radiogroup', { name: 'Wie ernährst du dich?' }).getByText('Mischkost').click();
    await expect(page.getByRole('radiogroup', { name: /rotes Fleisch/ })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Fortschritt Ernährung' })).toHaveAttribute(
      'aria-valuetext',
      '1 von 4 Fragen beantwortet',
    );
    await page.getByRole('radiogroup', { name: 'Wie ernährst du dich?' }).getByText('Vegan').click();
    await expect(page.getByRole('radiogroup', { name: /rotes Fleisch/ })).toHaveCount(0);
    await expect(page.getByRole('radiogroup', { name: /Milchprodukte/ })).toHaveCount(0);
  });
});
