import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConfirmSignUpPage } from '../../routes/auth/ConfirmSignUpPage';
import { LoginPage } from '../../routes/auth/LoginPage';
import { ResetPasswordPage } from '../../routes/auth/ResetPasswordPage';

/** Auth pages in the mock world: there is no identity provider, so they say so in German. */
const meta = {
  title: 'Routes/Auth',
  parameters: { scenario: 'guest' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginInMockMode: Story = {
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
  parameters: { path: '/willkommen?username=lena%40beispiel.de' },
  render: () => <ConfirmSignUpPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('unvollständig oder beschädigt');
  },
};

/** /willkommen with code and username: a click spends the code, not the opening of the link. */
export const ConfirmSignUpAsksForClick: Story = {
  parameters: { path: '/willkommen?code=123456&username=lena%40beispiel.de' },
  render: () => <ConfirmSignUpPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Registrierung abschließen' })).toBeEnabled();
  },
};

export const ResetPasswordLinkCorrupt: Story = {
  parameters: { path: '/passwort-zuruecksetzen?code=abc&username=x' },
  render: () => <ResetPasswordPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('unvollständig oder beschädigt');
  },
};
