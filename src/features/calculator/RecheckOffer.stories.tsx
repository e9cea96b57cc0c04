import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { untilDom } from '../../test/untilDom';
import { FootprintChange } from './FootprintChange';
import { RecheckOffer } from './RecheckOffer';

// Jonas: a 100 % Abo of 35 € for 12,6 t; his new result is 8,4 t.
const ABOS = [
  { percent: 50 as const, treesPerMonth: 3, eurPerMonth: 15 },
  { percent: 100 as const, treesPerMonth: 5, eurPerMonth: 25 },
  { percent: 150 as const, treesPerMonth: 7, eurPerMonth: 35 },
];
const ABO = { donationId: 'donation-jonas-abo', amount: 35, donationType: 'percent_100', pendingAmountChange: null };
const UNAVAILABLE =
  'Wir konnten dein Abo gerade nicht ändern: Unser Zahlungsdienstleister Twingle hat nicht geantwortet. Dein Abo läuft unverändert mit 35,00 € im Monat weiter. Bitte versuche es in ein paar Minuten erneut.';

const meta = {
  title: 'Funktionen/CO₂-Rechner/RecheckOffer',
  component: RecheckOffer,
  args: { abo: ABO, abos: ABOS, canSwitch: true, onSwitch: fn(async () => 'CHANGED' as const) },
} satisfies Meta<typeof RecheckOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The offer: the current Abo beside the new result's three amounts, each with its switch. */
export const SwitchOffer: Story = {
  name: 'Wechselangebot',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Dein aktuelles Abo:/)).toHaveTextContent(/100\s% Abo mit 35\s€ im Monat/);
    await expect(canvas.getAllByRole('button', { name: /wechseln …$/ })).toHaveLength(3);
    // Keyboard: the first switch is reached with Tab and shows its focus ring.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Auf 50 % wechseln …' })).toHaveFocus();
  },
};

/** One confirmation: the dialog says what changes and that Twingle is asked first; the switch then says it is done. */
export const ConfirmDialog: Story = {
  name: 'Bestätigungsdialog',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Auf 100 % wechseln …' }));
    const dialog = await page().findByRole('alertdialog', { name: /^Auf das 100\s% Abo wechseln\?$/ });
    await expect(dialog).toHaveTextContent('Statt 35 € spendest du ab der nächsten Abbuchung 25 € im Monat (5 Bäume).');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Auf 25\s€ im Monat wechseln$/ }));
    await waitFor(() => expect(args.onSwitch).toHaveBeenCalledWith(ABOS[1]));
    await expect(
      await canvas.findByText('Dein Abo ist geändert: Ab der nächsten Abbuchung spendest du 25 € im Monat.'),
    ).toBeVisible();
  },
};

/** Twingle cannot be reached: the dialog stays open with the German message; nothing changed. */
export const ProviderUnavailable: Story = {
  name: 'Anbieter nicht erreichbar',
  args: { onSwitch: fn(async () => Promise.reject(new Error(UNAVAILABLE))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Auf 50 % wechseln …' }));
    const dialog = await page().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Auf 15\s€ im Monat wechseln$/ }));
    // The dialog may still be fading in (opacity 0 until its animation's first frame on a busy machine): wait for it.
    const message = await within(dialog).findByText(UNAVAILABLE);
    await untilDom(() => expect(message).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeEnabled();
  },
};

/** Twingle accepted the change and confirms it later: the old amount still runs, no further switch meanwhile. */
export const PendingConfirmation: Story = {
  name: 'Wartet auf Bestätigung',
  args: { abo: { ...ABO, pendingAmountChange: { amount: 25, donationType: 'percent_100' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Twingle hat deine Änderung auf 25 € im Monat angenommen und bestätigt sie noch. Bis dahin läuft dein Abo mit 35 € weiter.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The new result is not saved yet: no switch until it is (the server checks against the saved result). */
export const WaitingForSave: Story = {
  name: 'Wartet aufs Speichern',
  args: { canSwitch: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sobald dein neues Ergebnis gespeichert ist, kannst du wechseln.',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Less than last time, in German numbers. */
export const Reduction: Story = {
  name: 'Senken',
  render: () => (
    <FootprintChange totalTonnes={8.4} previous={{ co2EmissionTotal: 9.6, createdAt: '2025-03-02T19:02:00.000Z' }} />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Du hast 1,2 t weniger verursacht als am 2. März 2025.');
  },
};

/** More than last time: said just as plainly. */
export const Increase: Story = {
  name: 'Erhöhen',
  render: () => (
    <FootprintChange totalTonnes={11.1} previous={{ co2EmissionTotal: 9.6, createdAt: '2025-03-02T19:02:00.000Z' }} />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Du hast 1,5 t mehr verursacht als am 2. März 2025.');
  },
};
