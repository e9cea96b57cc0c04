// The account pages behind the guard (spec §6): guests go to /anmelden; a signed-in user sees every one of them.
import { PAGES } from '../../src/content/routes';
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { expect, signIn, test } from './identityHelpers';

const ACCOUNT_PAGES = PAGES.filter((page) => page.kind === 'account');

test('every account page sends a guest to /anmelden', async ({ page }) => {
  // Fourteen full page loads in one test (each restores the session): Playwright's slow-test allowance.
  test.slow();
  for (const account of ACCOUNT_PAGES) {
    await page.goto(account.path);
    await expect(page, account.path).toHaveURL('/anmelden');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
  }
});

test('a signed-in user sees every account page with its heading and German title', async ({ page }) => {
  test.slow();
  const user = await createConfirmedUser({
    email: uniqueEmail('pages'),
    password: 'Baumhain!2026',
    givenName: 'Paula',
    familyName: 'Seiten',
  });
  await signIn(page, user.email, user.password);
  for (const account of ACCOUNT_PAGES) {
    if (account.path in OUTCOME_FALLBACK) continue;
    await page.goto(account.path);
    await expect(page.getByRole('heading', { level: 1 }), account.path).toHaveText(account.heading);
    await expect(page).toHaveTitle(`${account.title} | Klimahain`);
  }
});

/** Success pages opened directly (issue 16): they must not claim "Dein Abo ist beendet" / "Dein Konto ist geschlossen". */
const OUTCOME_FALLBACK: Record<string, { path: string; heading: string }> = {
  '/mein-klimahain/abo-beendet': { path: '/mein-klimahain/abo-spenden', heading: 'Abo & Spenden' },
  '/mein-klimahain/konto-geschlossen': { path: '/mein-klimahain/profil', heading: 'Klimahain-Konto' },
};

test('success pages opened directly lead to the Abos and the account instead of claiming something false', async ({
  page,
}) => {
  const user = await createConfirmedUser({
    email: uniqueEmail('outcome'),
    password: 'Baumhain!2026',
    givenName: 'Olga',
    familyName: 'Direkt',
  });
  await signIn(page, user.email, user.password);
  for (const [path, target] of Object.entries(OUTCOME_FALLBACK)) {
    await page.goto(path);
    await expect(page).toHaveURL(target.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
    await expect(page.getByText(/Dein Abo ist beendet|Dein Konto ist geschlossen/)).toHaveCount(0);
  }
});
