import { uniqueEmail } from './cognitoUsers';
import { expect, test } from './consoleGuard';
import { mailsTo } from './outbox';

test('the footer has quick links, the newsletter box, the copyright line and the meta links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByRole('navigation', { name: 'Schnellzugriff' }).getByRole('link', { name: 'CO₂-Rechner' }),
  ).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link')).toHaveText([
    'Kontakt',
    'FAQ',
    'Impressum',
    'Datenschutz',
    'AGB',
  ]);
  await expect(footer.getByText(`© ${new Date().getFullYear()} Klimahain`)).toBeVisible();
  await expect(footer.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveAttribute(
    'placeholder',
    'E-Mail-Adresse eingeben…',
  );
});

test('the newsletter box signs an address up; the link in the mail confirms it with one click', async ({ page }) => {
  const email = uniqueEmail('newsletter');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(
    footer
      .getByText(/E-Mail-Adresse/)
      .filter({ hasText: /bitte|gib/i })
      .first(),
  ).toBeVisible();
  await footer.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await footer.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(footer.getByRole('status')).toHaveText(
    'Wir haben dich zum Newsletter hinzugefügt. Bitte bestätige noch deine E-Mail-Adresse.',
  );

  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [mail] = await mailsTo(email);
  const link = new URL(mail.text.match(/https?:\/\/\S+\/newsletter-abonniert\?token=\S+/)![0]);
  await page.goto(link.pathname + link.search);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Newsletter-Anmeldung' })).toBeVisible();
  await main.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(main.getByRole('status')).toContainText('Deine Anmeldung ist bestätigt.');

  // The same link again (a second click in the mail): still confirmed, no error.
  await page.goto(link.pathname + link.search);
  await main.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(main.getByRole('status')).toContainText('Deine Anmeldung ist bestätigt.');
});

test('a newsletter link the server does not know gets a German explanation', async ({ page }) => {
  await page.goto('/newsletter-abonniert?token=abgeschnitten');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(main.getByRole('alert')).toContainText('Dieser Bestätigungslink ist ungültig');
});
