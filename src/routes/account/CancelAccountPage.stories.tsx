import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, userEvent, within } from 'storybook/test';
import { CancelAccountPage } from './CancelAccountPage';

/** /mein-klimahain/konto-schliessen in the mock world (signed in, no identity provider). */
const meta = {
  title: 'Seiten/Konto/Konto schließen',
  component: CancelAccountPage,
  parameters: { scenario: 'withSubscription', path: '/mein-klimahain/konto-schliessen' },
} satisfies Meta<typeof CancelAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Konto schließen' })).toBeVisible();
    // One sentence for each way, saying what differs.
    await expect(
      canvas.getByText(/„Konto schließen“ löscht deine persönlichen Daten und beendet laufende Abos, deine Newsletter/),
    ).toBeVisible();
    await expect(canvas.getByText(/Deine Newsletter-Anmeldung und deine Nachrichten an uns bleiben/)).toBeVisible();
    await expect(canvas.getByText(/Bereits gepflanzte Bäume bleiben stehen/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Konto schließen …' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'im Profil' })).toHaveAttribute('href', '/mein-klimahain/profil');
  },
};

/** „Abbrechen“ closes the dialog and nothing happens. */
export const Cancelled: Story = {
  name: 'Abgebrochen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Konto schließen …' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Konto wirklich schließen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    // Gone once it has faded out.
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Konto schließen …' })).toBeEnabled();
  },
};

/** Without an identity provider (mock mode) the dialog says so in German and the account stays open. */
export const ErrorInMockMode: Story = {
  name: 'Fehler im Mock-Modus',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Konto schließen …' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Konto wirklich schließen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konto endgültig schließen' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Demo-Modus');
  },
};
