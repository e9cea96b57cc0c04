// Issue 26 §2: after a new calculator result a donor switches the Abo to the new 100 % amount with one confirmation —
// Twingle (here its sandbox) is asked once, and the page and the server's record say the same.
import { donateAboThroughPage, DATA } from './accountJourney';
import { answerVegan } from './calculatorAnswers';
import { createConfirmedUser, uniqueEmail } from './cognitoUsers';
import { expect, signIn, test } from './identityHelpers';

test.describe.configure({ timeout: 180_000 });

test('a donor switches the Abo to the new result’s 100 % amount: Twingle is asked once, page and record agree', async ({
  page,
  baseURL,
}) => {
  const password = 'Baumhain!2026';
  const user = await createConfirmedUser({
    email: uniqueEmail('abo-wechsel'),
    password,
    givenName: 'Jörg',
    familyName: 'Weiß',
  });
  await signIn(page, user.email, password);
  await donateAboThroughPage(page, baseURL!, { email: user.email, password });

  // A new result: 8,1 t, so 100 % are 5 trees, 25 € a month, beside the running 30 € Wunschabo.
  await page.goto('/co2-rechner');
  await answerVegan(page);
  const offer = page.getByRole('region', { name: 'Dein Abo an das neue Ergebnis anpassen' });
  await expect(offer.getByText(/Dein aktuelles Abo:/)).toHaveText(/Wunschabo mit 30\s€ im Monat/, DATA);
  const trigger = offer.getByRole('button', { name: 'Auf 100 % wechseln …' });
  await expect(trigger).toBeVisible(DATA);
  await trigger.click();
  const dialog = page.getByRole('alertdialog', { name: 'Auf das 100 % Abo wechseln?' });
  await expect(dialog).toContainText('Wir bitten zuerst unseren Zahlungsdienstleister Twingle um die Änderung');
  await dialog.getByRole('button', { name: /^Auf 25\s€ im Monat wechseln$/ }).click();
  await expect(
    offer.getByText(/Dein Abo ist geändert: Ab der nächsten Abbuchung spendest du 25\s€ im Monat\./),
  ).toBeVisible(DATA);

  // The payment provider's side: asked exactly once, for 25,00 €.
  const asked = (await (await fetch(`${baseURL}/_sandbox/twingle/recurring-ends`)).json()) as {
    changes: { donationId: string; amountCents: number; idempotencyKey: string }[];
  };
  const mine = asked.changes.filter((c) => c.idempotencyKey.endsWith('-1-2500'));
  expect(mine.length).toBeGreaterThanOrEqual(1);
  const donationId = mine.at(-1)!.donationId;
  expect(asked.changes.filter((c) => c.donationId === donationId)).toEqual([
    expect.objectContaining({ donationId, amountCents: 2500, idempotencyKey: `klimahain-change-${donationId}-1-2500` }),
  ]);

  // The account says the same.
  await page.goto('/mein-klimahain/abo-spenden');
  await expect(page.getByText(/25\s€/).first()).toBeVisible(DATA);
});
