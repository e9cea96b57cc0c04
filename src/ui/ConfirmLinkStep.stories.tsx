import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmLinkStep } from './ConfirmLinkStep';

const meta = {
  title: 'Bausteine/ConfirmLinkStep',
  component: ConfirmLinkStep,
  tags: ['autodocs'],
  argTypes: {
    actionLabel: { description: 'Was der Klick tut, z. B. „Registrierung abschließen“.', control: 'text' },
    isPending: { description: 'Die Anfrage läuft: „Bitte warten …“.', control: 'boolean' },
    error: {
      description: 'Fehlermeldung über der Schaltfläche, die für einen neuen Versuch bleibt.',
      control: 'object',
    },
    children: { description: 'Erklärung über der Schaltfläche.', control: 'text' },
    onConfirm: { description: 'Wird beim Klick gerufen.' },
  },
  args: {
    actionLabel: 'Registrierung abschließen',
    isPending: false,
    error: null,
    children: 'Ein Klick noch, dann ist dein Konto bereit.',
    onConfirm: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Die Seite eines Mail-Links fragt erst nach einem Klick, bevor sie handelt: Mail-Scanner öffnen Links, und ein verbrauchter Code ließe einen toten Link zurück.',
      },
    },
  },
} satisfies Meta<typeof ConfirmLinkStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the click. */
export const WartetAufKlick: Story = {
  name: 'Wartet auf Klick',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Registrierung abschließen' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The request runs. */
export const Laeuft: Story = {
  name: 'Läuft',
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Bitte warten …' })).toBeDisabled();
  },
};

/** It failed: the message above the button, which stays. */
export const Fehler: Story = {
  args: { error: { message: 'Der Link ist abgelaufen. Fordere bitte eine neue E-Mail an.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('abgelaufen');
  },
};
