import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { describeAuthError } from '../../auth/authErrors';
import { SignUpForm } from './SignUpForm';

/** /registrieren's form: idle, German field errors, a form-level error, pending. */
const meta = {
  title: 'Funktionen/Anmeldung/SignUpForm',
  component: SignUpForm,
  args: { onSubmit: fn(), isPending: false, error: null },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { name: 'Ruhend' };

/** Sent empty: every field says what is missing, nothing is sent. */
export const FieldErrors: Story = {
  name: 'Feldfehler',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Konto anlegen' }));
    await expect(canvas.getByText('Bitte gib deinen Vornamen ein.')).toBeVisible();
    await expect(canvas.getByText('Bitte wähle ein Passwort.')).toBeVisible();
    await expect(canvas.getByLabelText('Vorname')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The address cannot be used (UsernameExistsException), shown at the form without saying more. */
export const FormLevelError: Story = {
  name: 'Fehler des Formulars',
  args: { error: describeAuthError({ name: 'UsernameExistsException' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Mit dieser E-Mail-Adresse kannst du dich nicht registrieren',
    );
  },
};

/** While the sign-up runs: fields and button disabled. */
export const Pending: Story = {
  name: 'Läuft',
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Bitte warten …' })).toBeDisabled();
    await expect(canvas.getByLabelText('E-Mail-Adresse')).toBeDisabled();
  },
};
