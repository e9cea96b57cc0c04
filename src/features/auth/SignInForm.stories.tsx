import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { describeAuthError } from '../../auth/authErrors';
import { SignInForm } from './SignInForm';

/** The sign-in form of /anmelden, /neu-anmelden and /willkommen. */
const meta = {
  title: 'Funktionen/Anmeldung/SignInForm',
  component: SignInForm,
  args: { onSubmit: fn(), isPending: false, error: null },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { name: 'Ruhend' };

export const FieldErrors: Story = {
  name: 'Feldfehler',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-Mail-Adresse'), 'lena@');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(canvas.getByText(/gültige E-Mail-Adresse/)).toBeVisible();
    await expect(canvas.getByText('Bitte gib dein Passwort ein.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Wrong password or unknown address: the same words either way. */
export const WrongPassword: Story = {
  name: 'Falsches Passwort',
  args: { error: describeAuthError({ name: 'NotAuthorizedException' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'E-Mail-Adresse oder Passwort stimmen nicht.',
    );
  },
};

/** A general error (not about the form) shows on top. */
export const GeneralError: Story = {
  name: 'Allgemeiner Fehler',
  args: { error: describeAuthError({ name: 'LimitExceededException' }) },
};

export const Pending: Story = {
  name: 'Läuft',
  args: { isPending: true, defaultEmail: 'lena@beispiel.de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Bitte warten …' })).toBeDisabled();
  },
};
