import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CancelSubscriptionPage } from './CancelSubscriptionPage';

/** /mein-klimahain/abo-beenden: the Abo, a confirmation dialog, pauseDonation. */
const meta = {
  title: 'Routes/Account/CancelSubscriptionPage',
  component: CancelSubscriptionPage,
  parameters: { scenario: 'withSubscription', path: '/mein-klimahain/abo-beenden?abo=donation-jonas-abo' },
} satisfies Meta<typeof CancelSubscriptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const LOADED = { timeout: 15_000 };

/** Asks first; „Abo behalten“ changes nothing, „Abo jetzt beenden“ ends it (the story's router then shows no Abo left). */
export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: /100% Abo/ }, LOADED)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abo beenden …' }));
    let dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Abo wirklich beenden?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Abo behalten' }));
    await expect(canvas.getByRole('heading', { level: 3, name: /100% Abo/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abo beenden …' }));
    dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Abo wirklich beenden?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Abo jetzt beenden' }));
    await expect(await canvas.findByText('Du hast gerade kein laufendes Abo, das du beenden könntest.', {}, LOADED)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { scenario: 'newUser', path: '/mein-klimahain/abo-beenden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Du hast gerade kein laufendes Abo, das du beenden könntest.', {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zu deinen Abos und Spenden' })).toHaveAttribute('href', '/mein-klimahain/abo-spenden');
  },
};

export const Loading: Story = {
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Dein Abo wird geladen …');
  },
};

export const LoadError: Story = {
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Dieser Inhalt konnte nicht geladen werden.' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  },
};
