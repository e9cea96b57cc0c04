import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_MANAGE_SECRETS } from '../../../mocks/fixtures/aboManageLinks';
import { pageByInternal } from '../../content/routes';
import { ManageAboPage } from './ManageAboPage';

const link = (id: string, secret: string) => `/abo/verwalten/${id}#${secret}`;
const VALID = link('donation-jonas-abo', DEMO_MANAGE_SECRETS.valid);

/**
 * /abo/verwalten/{donationId}#{secret}, the link „Abo verwalten“ of an Abo mail (issue 33 §2), against the mock world:
 * the real schema and resolvers, Jonas signed out, his running Abo's link from a mail an hour ago.
 */
const meta = {
  title: 'Seiten/Abo verwalten',
  component: ManageAboPage,
  render: () => (
    <Routes>
      <Route path={pageByInternal('/abo/manage/{id}').path} element={<ManageAboPage />} />
    </Routes>
  ),
  parameters: { scenario: 'aboManageLink', path: VALID },
} satisfies Meta<typeof ManageAboPage>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The first story of a run waits for a cold mock world; a state, not a delay. */
const LOADED = { timeout: 15_000 };

/** A valid link: the Abo with the three actions of „Abo & Spenden“, and until when the link works. */
export const Gueltig: Story = {
  name: 'Gültig',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Betrag ändern' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abo pausieren' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abo beenden …' })).toBeVisible();
    await expect(
      canvas.getByText(/^Dieser Link gilt bis zum \d\d\.\d\d\.\d{4} und nur für dieses Abo\./),
    ).toBeVisible();
  },
};

/** „Betrag ändern“ with the link: a free amount (the saved result stays behind the sign-in); the team's day follows. */
export const BetragGeaendert: Story = {
  name: 'Betrag geändert',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Betrag ändern' }, LOADED));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Betrag ändern' }));
    const amount = dialog.getByRole('textbox', { name: 'Betrag pro Monat' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.click(dialog.getByRole('button', { name: 'Betrag ändern' }));
    await expect(
      await canvas.findByText(
        /^Neuer Betrag beantragt: 40\s€ im Monat\. Unser Team ändert ihn bei Twingle bis spätestens /,
      ),
    ).toBeVisible();
  },
};

/** „Abo beenden“ with the link: the same question as in the account, then the team's day. */
export const Beendet: Story = {
  name: 'Beenden beantragt',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Abo beenden …' }, LOADED));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Abo wirklich beenden?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Abo jetzt beenden' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Abo beenden …' })).toBeNull(), LOADED);
    await expect(
      canvas.getByText('Du hast dieses Abo beendet. Hier ist nichts mehr zu tun.', { selector: 'p[role="status"]' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Unser Team beendet dein Abo bei Twingle bis spätestens /)).toBeVisible();
  },
};

/** A link older than 30 days (here: the ended Abo's, from a mail 40 days ago): refused, no Abo shown. */
export const Abgelaufen: Story = {
  name: 'Link abgelaufen',
  parameters: { path: link('donation-jonas-wunschabo', DEMO_MANAGE_SECRETS.expired) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(/^Dieser Link gilt nicht mehr\./);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Replaced by a newer mail's link, or another Abo's id with this secret: the same answer, no hint which. */
export const Ersetzt: Story = {
  name: 'Link ersetzt oder für ein anderes Abo',
  parameters: { path: link('donation-jonas-wunschabo', DEMO_MANAGE_SECRETS.valid) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(/^Dieser Link gilt nicht mehr\./);
    await expect(canvas.getByRole('link', { name: 'Anmelden und Abos ansehen' })).toBeVisible();
  },
};

/** While the Abo loads. */
export const Laedt: Story = {
  name: 'Lädt',
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Dein Abo wird geladen …');
  },
};

/** The server cannot be reached: a German message with „Erneut versuchen“. */
export const Fehler: Story = {
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Erneut versuchen' }, LOADED)).toBeVisible();
  },
};
