import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UpdatePasswordPage } from './UpdatePasswordPage';

/** /mein-klimahain/passwort-aendern in the mock world (no identity provider: the form says so in German). */
const meta = {
  title: 'Seiten/Konto/Passwort ändern',
  component: UpdatePasswordPage,
  parameters: { scenario: 'withSubscription', path: '/mein-klimahain/passwort-aendern' },
} satisfies Meta<typeof UpdatePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two different new passwords are caught at the form (NewPasswordMismatch). */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Aktuelles Passwort'), 'Altes-Passwort-1');
    await userEvent.type(canvas.getByLabelText('Neues Passwort'), 'Neues-Passwort-2026');
    await userEvent.type(canvas.getByLabelText('Neues Passwort wiederholen'), 'Neues-Passwort-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort ändern' }));
    await expect(await canvas.findByText(/stimmen nicht überein/)).toBeVisible();
  },
};

/** Nothing filled in: each field says what is missing. */
export const Empty: Story = {
  name: 'Leer',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort ändern' }));
    await expect(await canvas.findByText('Bitte gib dein aktuelles Passwort ein.')).toBeVisible();
  },
};

/** Mock mode has no identity provider: the attempt ends in a German message instead of a hang. */
export const IdentityUnavailable: Story = {
  name: 'Anmeldedienst nicht erreichbar',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Aktuelles Passwort'), 'Altes-Passwort-1');
    await userEvent.type(canvas.getByLabelText('Neues Passwort'), 'Neues-Passwort-2026');
    await userEvent.type(canvas.getByLabelText('Neues Passwort wiederholen'), 'Neues-Passwort-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort ändern' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Demo-Modus');
  },
};
