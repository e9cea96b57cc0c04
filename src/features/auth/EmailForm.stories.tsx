import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { describeAuthError } from '../../auth/authErrors';
import { EmailForm } from './EmailForm';

/** One address: Passwort vergessen, Bestätigungsmail erneut senden, E-Mail-Adresse ändern. */
const meta = {
  title: 'Funktionen/Anmeldung/EmailForm',
  component: EmailForm,
  args: { label: 'Passwort vergessen', submitLabel: 'Link anfordern', onSubmit: fn(), isPending: false, error: null },
} satisfies Meta<typeof EmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { name: 'Ruhend' };

export const FieldErrors: Story = {
  name: 'Feldfehler',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Link anfordern' }));
    await expect(canvas.getByText('Bitte gib deine E-Mail-Adresse ein.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Changing to the current address: SameEmail. */
export const SameEmail: Story = {
  name: 'Gleiche E-Mail',
  args: {
    label: 'E-Mail-Adresse ändern',
    fieldLabel: 'Neue E-Mail-Adresse',
    submitLabel: 'E-Mail-Adresse ändern',
    error: describeAuthError('SameEmail'),
  },
};

/** The address is taken by another account (AliasExistsException): at the form. */
export const AliasExists: Story = {
  name: 'E-Mail schon vergeben',
  args: {
    label: 'E-Mail-Adresse ändern',
    fieldLabel: 'Neue E-Mail-Adresse',
    submitLabel: 'E-Mail-Adresse ändern',
    error: describeAuthError({ name: 'AliasExistsException' }),
  },
};

export const Pending: Story = {
  name: 'Läuft',
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Bitte warten …' })).toBeDisabled();
  },
};
