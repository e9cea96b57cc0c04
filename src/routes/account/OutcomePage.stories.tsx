import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { ACCOUNT_BASE } from '../../content/routes';
import { OutcomePage, type OutcomeState } from './OutcomePage';

/** Arrives on the page as the flow does: with `{ done: true }` (and what else the flow says) in the navigation state. */
function RightAfterTheAction({ children, state = {} }: { children: ReactNode; state?: Omit<OutcomeState, 'done'> }) {
  const location = useLocation();
  const navigate = useNavigate();
  const done = (location.state as OutcomeState | null)?.done === true;
  useEffect(() => {
    if (!done) navigate(location.pathname, { replace: true, state: { ...state, done: true } });
  }, [done, location.pathname, navigate, state]);
  return done ? children : null;
}

/** The success pages right after ending an Abo or closing the account (opened directly they redirect: OutcomePage.test). */
const meta = {
  title: 'Seiten/Konto/Ergebnis',
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
  name: 'Konto geschlossen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Konto geschlossen' })).toBeVisible();
    await expect(canvas.getByText(/Wir haben deine persönlichen Daten gelöscht/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  },
};

export const SubscriptionEnded: Story = {
  name: 'Abo beendet',
  args: { internal: '/user/cancel-subscription-success', fallback: `${ACCOUNT_BASE}/abo-spenden` },
  parameters: { scenario: 'withSubscription', path: `${ACCOUNT_BASE}/abo-beendet` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Abo beendet' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Dein Abo ist beendet: Ab jetzt wird nichts mehr abgebucht. Danke für alle Bäume, die du gepflanzt hast!',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zu „Abo & Spenden“' })).toHaveAttribute(
      'href',
      `${ACCOUNT_BASE}/abo-spenden`,
    );
  },
};

/** Twingle accepted the end but confirms it later: the page claims no more than that. */
export const SubscriptionEndRequested: Story = {
  name: 'Abo-Ende beantragt',
  args: { internal: '/user/cancel-subscription-success', fallback: `${ACCOUNT_BASE}/abo-spenden` },
  parameters: { scenario: 'withSubscription', path: `${ACCOUNT_BASE}/abo-beendet` },
  render: (args) => (
    <RightAfterTheAction state={PENDING}>
      <OutcomePage {...args} />
    </RightAfterTheAction>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Abo wird beendet' })).toBeVisible();
    await expect(canvas.getByText(/^Twingle hat die Beendigung angenommen und bestätigt sie noch\./)).toBeVisible();
    await expect(canvas.queryByText(/Dein Abo ist beendet/)).toBeNull();
  },
};

const PENDING = { pending: true };

/** The team ends the Abo in the Twingle Manager by a named day (issue 31 §2): the page says that, not „beendet“. */
export const SubscriptionEndByTeam: Story = {
  name: 'Abo-Ende beim Team',
  args: { internal: '/user/cancel-subscription-success', fallback: `${ACCOUNT_BASE}/abo-spenden` },
  parameters: { scenario: 'withSubscription', path: `${ACCOUNT_BASE}/abo-beendet` },
  render: (args) => (
    <RightAfterTheAction state={{ ...PENDING, dueBy: '2026-12-02' }}>
      <OutcomePage {...args} />
    </RightAfterTheAction>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Abo wird beendet' })).toBeVisible();
    await expect(
      canvas.getByText(
        /^Unser Team beendet dein Abo von Hand bei Twingle, spätestens am Mittwoch, 2\. Dezember 2026\. Bis dahin läuft es weiter\./,
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/Dein Abo ist beendet/)).toBeNull();
  },
};
