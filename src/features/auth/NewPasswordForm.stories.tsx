import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { describeAuthError } from '../../auth/authErrors';
import { NewPasswordForm } from './NewPasswordForm';

/** /passwort-zuruecksetzen's form: the new password twice. */
const meta = {
  title: 'Funktionen/Anmeldung/NewPasswordForm',
  component: NewPasswordForm,
  args: { onSubmit: fn(), isPending: false, error: null },
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { name: 'Ruhend' };

export const FieldErrors: Story = {
  name: 'Feldfehler',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Neues Passwort'), 'einfach');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort speichern' }));
    await expect(canvas.getByText(/Dein Passwort braucht noch/)).toBeVisible();
  },
};

/** NewPasswordMismatch: a form-level error, nothing sent. */
export const Mismatch: Story = {
  name: 'Stimmt nicht überein',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Neues Passwort'), 'Sicher!2026');
    await userEvent.type(canvas.getByLabelText('Neues Passwort wiederholen'), 'Sicher!2062');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort speichern' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Die beiden Passwörter stimmen nicht überein.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The link's code has expired: a general message. */
export const ExpiredLink: Story = {
  name: 'Abgelaufener Link',
  args: { error: describeAuthError({ name: 'ExpiredCodeException' }) },
};

export const Pending: Story = {
  name: 'Läuft',
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Bitte warten …' })).toBeDisabled();
  },
};
