import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { ACCOUNT_BASE } from '../../content/routes';
import { OutcomePage } from './OutcomePage';

/** Arrives on the page as the flow does: with `{ done: true }` in the navigation state. */
function RightAfterTheAction({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const done = (location.state as { done?: boolean } | null)?.done === true;
  useEffect(() => {
    if (!done) navigate(location.pathname, { replace: true, state: { done: true } });
  }, [done, location.pathname, navigate]);
  return done ? children : null;
}

/** The success pages right after ending an Abo or closing the account (opened directly they redirect: OutcomePage.test). */
const meta = {
  title: 'Routes/Account/OutcomePage',
  component: OutcomePage,
  args: { internal: '/user/cancel-account-success', fallback: `${ACCOUNT_BASE}/profil` },
  parameters: { scenario: 'guest', path: `${ACCOUNT_BASE}/konto-geschlossen` },
  render: (args) => (
    <RightAfterTheAction>
      <OutcomePage {...args} />
    </RightAfterTheAction>
  ),
} satisfies Meta<typeof OutcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Konto geschlossen: the user is signed out; German confirmation and the way to the start page. */
export const AccountClosed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Konto geschlossen' })).toBeVisible();
    await expect(canvas.getByText(/Wir haben deine persönlichen Daten gelöscht/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  },
};

export const SubscriptionEnded: Story = {
  args: { internal: '/user/cancel-subscription-success', fallback: `${ACCOUNT_BASE}/abo-spenden` },
  parameters: { scenario: 'withSubscription', path: `${ACCOUNT_BASE}/abo-beendet` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Abo beendet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zu deinen Abos und Spenden' })).toHaveAttribute('href', `${ACCOUNT_BASE}/abo-spenden`);
  },
};
