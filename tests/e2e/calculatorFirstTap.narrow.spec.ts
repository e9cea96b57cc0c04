import { expect, test } from './consoleGuard';
import { quietPage } from './quietPage';

/*
 * Issue 32 §1: the calculator's first answer counts on the FIRST tap. The prerendered calculator waits for the
 * reader's first sign before its code is fetched; its radios are plain HTML until then and keep the tap themselves,
 * and the app takes the answer over once it has hydrated them (src/features/calculator/useAnswersChosenBeforeHydration.ts).
 */
test('a guest answers the first question with one tap before the app has taken the calculator over, and it is kept', async ({
  context,
}) => {
  const { page, errors } = await quietPage(context);
  await page.goto('/co2-rechner');

  const car = page.getByRole('radiogroup', { name: 'Fährst du ein eigenes Auto?' });
  const yes = car.getByRole('radio', { name: 'Ja', exact: true });
  const progress = page.getByRole('progressbar', { name: 'Fortschritt Mobilität' });
  // No sign yet, so the calculator is still the prerendered HTML: its code waits for one.
  expect(await page.evaluate(() => document.documentElement.dataset.reader)).toBeUndefined();
  await expect(progress).toHaveAttribute('aria-valuetext', /^0 von/);

  // Forced: a tap that Playwright would hold back until the radio is enabled would hide a lost first tap.
  await car.getByText('Ja', { exact: true }).tap({ force: true });
  await expect(yes).toBeChecked();

  // The app takes the page over (the tap was the sign): the answer stays and counts.
  await page.waitForFunction(
    () => document.documentElement.dataset.app === 'ready' && document.documentElement.dataset.parts !== 'waiting',
  );
  await expect(progress).toHaveAttribute('aria-valuetext', /^1 von/);
  await expect(yes).toBeChecked();
  await expect(car.locator('label[data-selected]')).toHaveText('Ja');
  await expect(page.getByText(/^Bisher: /)).toBeVisible();
  expect(errors, 'console errors').toEqual([]);
});
