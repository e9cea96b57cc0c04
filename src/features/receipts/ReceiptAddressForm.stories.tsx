import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReceiptAddressForm } from './ReceiptAddressForm';

/** Asked for in „Abo & Spenden“ before the first receipt when the profile has no postal address. */
const meta = {
  title: 'Funktionen/Spendenquittungen/ReceiptAddressForm',
  component: ReceiptAddressForm,
  parameters: { scenario: 'newUser' },
  args: { onSaved: fn() },
} satisfies Meta<typeof ReceiptAddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty fields get German errors at the fields and nothing is saved; a full address is saved to the profile. */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anschrift speichern' }));
    await expect(canvas.getByRole('textbox', { name: 'Straße und Hausnummer' })).toHaveAccessibleDescription(
      'Bitte gib Straße und Hausnummer ein.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Postleitzahl' })).toHaveAccessibleDescription(
      'Bitte gib deine Postleitzahl ein.',
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Lindenstraße 4');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postleitzahl' }), '50674');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ort' }), 'Köln');
    await userEvent.click(canvas.getByRole('button', { name: 'Anschrift speichern' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1), { timeout: 15_000 });
  },
};

/** Error: the server cannot be reached — a German message, the entries stay. */
export const ServerError: Story = {
  name: 'Serverfehler',
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Lindenstraße 4');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postleitzahl' }), '50674');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ort' }), 'Köln');
    await userEvent.click(canvas.getByRole('button', { name: 'Anschrift speichern' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Deine Anschrift konnte gerade nicht gespeichert werden.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Ort' })).toHaveValue('Köln');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
