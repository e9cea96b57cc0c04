import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConfirmEmailPage } from '../../routes/auth/ConfirmEmailPage';
import { ConfirmSignUpPage } from '../../routes/auth/ConfirmSignUpPage';
import { ForgotPasswordPage } from '../../routes/auth/ForgotPasswordPage';
import { LoginPage } from '../../routes/auth/LoginPage';
import { RegisterPage } from '../../routes/auth/RegisterPage';
import { ReloginPage } from '../../routes/auth/ReloginPage';
import { ResetPasswordPage } from '../../routes/auth/ResetPasswordPage';

/** Auth pages in the mock world: there is no identity provider, so they say so in German. */
const meta = {
  title: 'Seiten/Anmeldung',
  parameters: { scenario: 'guest' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginInMockMode: Story = {
  name: 'Anmeldung im Mock-Modus',
  parameters: { path: '/anmelden' },
  render: () => <LoginPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Demo-Modus');
  },
};

/** /willkommen without code: LinkCorrupt. */
export const ConfirmSignUpLinkCorrupt: Story = {
  name: 'Registrierung bestätigen: Link beschädigt',
  parameters: { path: '/willkommen?username=lena%40beispiel.de' },
  render: () => <ConfirmSignUpPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('unvollständig oder beschädigt');
  },
};

/** /willkommen with code and username: a click spends the code, not the opening of the link. */
export const ConfirmSignUpAsksForClick: Story = {
  name: 'Registrierung bestätigen: wartet auf Klick',
  parameters: { path: '/willkommen?code=123456&username=lena%40beispiel.de' },
  render: () => <ConfirmSignUpPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Registrierung abschließen' })).toBeEnabled();
  },
};

export const ResetPasswordLinkCorrupt: Story = {
  name: 'Passwort zurücksetzen: Link beschädigt',
  parameters: { path: '/passwort-zuruecksetzen?code=abc&username=x' },
  render: () => <ResetPasswordPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('unvollständig oder beschädigt');
  },
};

/** /registrieren: the form; in the mock world there is no identity provider, which the page says in German. */
export const Register: Story = {
  name: 'Registrieren',
  parameters: { path: '/registrieren' },
  render: () => <RegisterPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Vorname/ }), 'Lena');
    await userEvent.type(canvas.getByRole('textbox', { name: /Nachname/ }), 'Neumann');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'lena@beispiel.de');
    await userEvent.type(canvas.getByLabelText(/^Passwort/), 'Baumhain!2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Konto anlegen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Demo-Modus');
  },
};

/** /passwort-vergessen: asks for the address; an empty one gets a German field error. */
export const ForgotPassword: Story = {
  name: 'Passwort vergessen',
  parameters: { path: '/passwort-vergessen' },
  render: () => <ForgotPasswordPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Link anfordern' }));
    await expect(canvas.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/anmelden');
  },
};

/** /neu-anmelden for a signed-in donor: the password again before a sensitive step. */
export const Relogin: Story = {
  name: 'Erneut anmelden',
  parameters: { path: '/neu-anmelden', scenario: 'withFootprint' },
  render: () => <ReloginPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bitte melde dich erneut an' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Erneut anmelden' })).toBeEnabled();
  },
};

/** /email-ueberpruefen signed in, with a whole link: one click confirms the new address. */
export const ConfirmEmailAsksForClick: Story = {
  name: 'E-Mail bestätigen: wartet auf Klick',
  parameters: { path: '/email-ueberpruefen?code=123456&username=lena%40beispiel.de', scenario: 'withFootprint' },
  render: () => <ConfirmEmailPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ein Klick noch, dann gilt deine neue E-Mail-Adresse.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'E-Mail-Adresse bestätigen' })).toBeEnabled();
  },
};

/** /email-ueberpruefen signed out: sign in first, and come back to the same link. */
export const ConfirmEmailSignedOut: Story = {
  name: 'E-Mail bestätigen: abgemeldet',
  parameters: { path: '/email-ueberpruefen?code=123456&username=lena%40beispiel.de' },
  render: () => <ConfirmEmailPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Bitte melde dich zuerst an/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/anmelden');
  },
};

/** /email-ueberpruefen with a cut-off link: LinkCorrupt. */
export const ConfirmEmailLinkCorrupt: Story = {
  name: 'E-Mail bestätigen: Link beschädigt',
  parameters: { path: '/email-ueberpruefen?username=lena%40beispiel.de', scenario: 'withFootprint' },
  render: () => <ConfirmEmailPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('unvollständig oder beschädigt');
  },
};
