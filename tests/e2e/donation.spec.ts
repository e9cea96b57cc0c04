// Issue 12 end to end: from the footprint to a recorded donation — the calculator's „Abo wählen“, the donation page,
// the sandbox widget (Twingle's protocol and push) and „Danke!“ once the push reached the server. Wide and narrow.
import { expect, test } from './consoleGuard';
import { answer, MIXED_17_T } from './calculatorAnswers';

// Calculator, donation page, widget and push one after another: minutes on a busy shared machine.
test.describe.configure({ timeout: 180_000 });
/** After a navigation: the page's code and query load first. */
const LOADED = { timeout: 30_000 };

test('a guest goes from the start page through the CO₂-Rechner to a 100 % Abo, pays in the sandbox and is thanked', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'CO₂-Fußabdruck berechnen' }).first().click();
  await answer(page, MIXED_17_T);
  await expect(page.getByRole('region', { name: 'Dein Ergebnis' }).getByRole('status')).toContainText('17,0 t');

  // 17,0 t at 100 %: ceil(17.04 ÷ 0.15 ÷ 12) = 10 trees a month, 50 €.
  await page.getByRole('link', { name: /^100\s% Abo wählen: 10 Bäume im Monat für 50/ }).click();
  await expect(page).toHaveURL(/\/spenden\?abo=percent_100$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spenden' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /100\s% Abo/ })).toBeChecked(LOADED);
  await expect(page.getByText('Dein CO₂-Fußabdruck: 17,0 t CO₂ im Jahr.')).toBeVisible();
  await expect(
    page.getByText(
      /^10 Bäume im Monat für 50\s€\. Dein Abo pflanzt im Jahr 120 Bäume\. Über ihr Wachstum binden sie rund 18,0 t CO₂ – so viel, wie du in einem Jahr verursachst \(\d+\s%\)\.$/,
    ),
  ).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Für welches Projekt?' }).getByText('Aufforstung in Uganda').click();
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();

  // The payment step replaced the form: focus is on its heading, not on <body> (issue 33 §1).
  await expect(page.getByRole('heading', { name: 'Zahlung' })).toBeFocused(LOADED);
  await expect(page.getByText(/100\s% Abo für Uganda: 50\s€ im Monat\./)).toBeVisible(LOADED);
  const widget = page.frameLocator('iframe[title="Zahlungsformular (Sandbox, es wird kein Geld bewegt)"]');
  await expect(widget.getByLabel('Betrag in €')).toHaveValue('50', LOADED);
  await expect(widget.getByRole('radio', { name: 'monatlich' })).toBeChecked();
  await widget.getByLabel('Vorname').fill('Greta');
  await widget.getByLabel('Nachname').fill('Gärtner');
  await widget.getByLabel('E-Mail').fill('greta@example.org');
  await widget.getByLabel('IBAN').fill('DE02 1203 0000 0000 2020 51');
  await widget.getByRole('button', { name: 'Jetzt spenden' }).click();

  // The page thanks only once the server has the donation from the push.
  await expect(page.getByRole('heading', { name: 'Danke!' })).toBeFocused(LOADED);
  // In view, not above the fold at the bottom of the widget box; what happens next, no intro about choosing.
  await expect(page.getByRole('heading', { name: 'Danke!' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('heading', { name: 'So geht es weiter' })).toBeVisible();
  await expect(page.getByText(/^Die Bäume deiner ersten Monatsrate pflanzt unser Pflanzpartner/)).toBeVisible();
  await expect(page.getByText(/^Wähle ein Projekt und spende/)).toHaveCount(0);
  await expect(
    page.getByText(
      /^Dein 100\s% Abo über 50\s€ im Monat läuft: Jeden Monat pflanzen wir 10 Bäume im Distrikt Kyenjojo in West-Uganda\. Dein Abo pflanzt im Jahr 120 Bäume\. Über ihr Wachstum binden sie rund 18,0 t CO₂\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Konto anlegen' })).toHaveAttribute('href', '/registrieren');

  // A reload asks the server again and still thanks: the payment's id is in the address.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Danke!' })).toBeVisible(LOADED);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an amount below one tree is refused in German and nothing is started', async ({ page }) => {
  await page.goto('/projekte/indonesien/spenden');
  await page.getByRole('radiogroup', { name: 'Wie möchtest du spenden?' }).getByText('Wunschabo').click(LOADED);
  const amount = page.getByRole('textbox', { name: 'Betrag pro Monat' });
  await amount.fill('3');
  await amount.blur();
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(page.getByText('Der Betrag muss mindestens 5 € sein – so viel kostet ein Baum.')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page).toHaveURL(/\/projekte\/indonesien\/spenden$/);
});

test('„Weiter zur Zahlung“ without a project shows the error at the project field and moves focus there', async ({
  page,
}) => {
  await page.goto('/spenden');
  const projects = page.getByRole('radiogroup', { name: 'Für welches Projekt?' });
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click(LOADED);
  const error = projects.getByText('Bitte wähle ein Projekt.');
  await expect(error).toBeInViewport();
  await expect(projects.getByRole('radio').first()).toBeFocused();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page).toHaveURL(/\/spenden$/);
});
