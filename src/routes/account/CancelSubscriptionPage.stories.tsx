import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CancelSubscriptionPage } from './CancelSubscriptionPage';

/** /mein-klimahain/abo-beenden: the Abo, a confirmation dialog, pauseDonation. */
const meta = {
  title: 'Seiten/Konto/Abo beenden',
  component: CancelSubscriptionPage,
  parameters: { scenario: 'withSubscription', path: '/mein-klimahain/abo-beenden?abo=donation-jonas-abo' },
} satisfies Meta<typeof CancelSubscriptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const LOADED = { timeout: 15_000 };

/** Asks first; „Abo behalten“ changes nothing, „Abo jetzt beenden“ ends it (the story's router then shows no Abo left). */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: /100\s% Abo/ }, LOADED)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abo beenden …' }));
    let dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Abo wirklich beenden?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Abo behalten' }));
    await expect(canvas.getByRole('heading', { level: 3, name: /100\s% Abo/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abo beenden …' }));
    dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Abo wirklich beenden?' }));
    // Page and dialog say the same: the team ends it in the Twingle Manager by a named day (issue 31 §2).
    const promise =
      /^Twingle, unser Zahlungsdienstleister, bietet keine Schnittstelle, über die wir ein Abo beenden können\. Unser Team beendet es deshalb von Hand im Twingle Manager – spätestens am \p{L}+, \d{1,2}\. \p{L}+ \d{4}\. Bis dahin läuft dein Abo weiter\./u;
    await expect(dialog.getByText(promise)).toBeVisible();
    await expect(canvas.getByText(promise)).toBeVisible();
    await expect(
      within(canvasElement.ownerDocument.body).queryByText(/ab dem nächsten Monat|endet sofort/i),
    ).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Abo jetzt beenden' }));
    // Not ended yet, and not offered again: the Abo now says when the team ends it.
    await expect(
      await canvas.findByText(
        /^Du hast dieses Abo schon beendet; unser Team beendet es bei Twingle bis spätestens /,
        {},
        LOADED,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Abo beenden …' })).toBeNull();
  },
};

/** Error: Twingle cannot be reached — the dialog says so in German, the Abo keeps running, the button offers a retry. */
export const ProviderUnavailable: Story = {
  name: 'Anbieter nicht erreichbar',
  parameters: { scenario: 'twingleUnavailable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Abo beenden …' }, LOADED));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Abo wirklich beenden?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Abo jetzt beenden' }));
    await expect(await dialog.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'Wir konnten dein Abo gerade nicht beenden: Unser Zahlungsdienstleister Twingle hat nicht geantwortet. Dein Abo läuft unverändert weiter.',
    );
    await expect(dialog.getByRole('button', { name: 'Noch einmal versuchen' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Abo behalten' }));
    await expect(canvas.getByRole('heading', { level: 3, name: /100\s% Abo/ })).toBeVisible();
  },
};

/** Pending: Twingle accepted the end and confirms it later — the Abo shows „Beendigung beantragt“, not ended, and cannot be ended twice. */
export const EndRequested: Story = {
  name: 'Ende beantragt',
  parameters: { scenario: 'twingleConfirmsLater' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Abo beenden …' }, LOADED));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Abo wirklich beenden?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Abo jetzt beenden' }));
    // The story's router shows this page again: the Abo is still active, its end requested.
    const abo = await canvas.findByRole('article', { name: /100\s% Abo/ }, LOADED);
    await expect(await within(abo).findByText('Beendigung beantragt am', {}, LOADED)).toBeVisible();
    await expect(within(abo).getByRole('note')).toHaveTextContent('Twingle bestätigt die Beendigung noch.');
    await expect(canvas.queryByRole('button', { name: 'Abo beenden …' })).toBeNull();
  },
};
