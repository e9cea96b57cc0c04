import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NewsletterConfirmPage } from './NewsletterConfirmPage';

/** /newsletter-abonniert in the mock world: the real Yoga and the fixture subscribers behind MSW. */
const meta = {
  title: 'Seiten/Newsletter',
  component: NewsletterConfirmPage,
  parameters: { scenario: 'guest', path: '/newsletter-abonniert?token=newsletter-token-offen' },
} satisfies Meta<typeof NewsletterConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opening the link confirms nothing yet: a mail scanner opening it must not give consent. */
export const WartetAufKlick: Story = {
  name: 'Wartet auf Klick',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Newsletter-Anmeldung' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anmeldung bestätigen' })).toBeEnabled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The click confirms the pending subscriber of the fixtures. */
export const Bestaetigt: Story = {
  name: 'Bestätigt',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anmeldung bestätigen' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Deine Anmeldung ist bestätigt.');
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Anmeldung bestätigen' })).toBeNull();
  },
};

/** A token the server does not know: a German explanation and how to get a new link. */
export const UnbekannterLink: Story = {
  name: 'Unbekannter Link',
  parameters: { path: '/newsletter-abonniert?token=abgeschnitten' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anmeldung bestätigen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Dieser Bestätigungslink ist ungültig');
    await expect(canvas.queryByRole('button', { name: 'Anmeldung bestätigen' })).toBeNull();
  },
};

/** A link without a token says so at once; there is nothing to click. */
export const OhneToken: Story = {
  name: 'Ohne Token',
  parameters: { path: '/newsletter-abonniert' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('neuen Link');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The server fails: the visitor is told, and the button stays for another try. */
export const Serverfehler: Story = {
  name: 'Serverfehler',
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anmeldung bestätigen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Die Bestätigung hat gerade nicht geklappt.');
    await expect(canvas.getByRole('button', { name: 'Anmeldung bestätigen' })).toBeEnabled();
  },
};
