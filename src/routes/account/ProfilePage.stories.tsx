import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProfilePage } from './ProfilePage';

/** /mein-klimahain/profil in the mock world (signed in, no identity provider). */
const meta = {
  title: 'Seiten/Konto/Profil',
  component: ProfilePage,
  parameters: { scenario: 'newUser', path: '/mein-klimahain/profil' },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'E-Mail-Adresse ändern' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Auf allen Geräten abmelden' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Konto schließen …' })).toBeEnabled();
  },
};

/** The deletion asks first; in mock mode there is no identity provider, which the dialog says in German. */
export const DeleteDialogInMockMode: Story = {
  name: 'Löschdialog im Mock-Modus',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Konto schließen …' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Konto wirklich schließen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konto endgültig schließen' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Demo-Modus');
  },
};

/** The donor's data as the server keeps them, with the way to change them. */
export const Details: Story = {
  name: 'Details',
  parameters: { scenario: 'withSubscription' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = within(await canvas.findByRole('region', { name: 'Deine Daten' }, { timeout: 15_000 }));
    await expect(details.getByText('Herr Jonas Berger')).toBeVisible();
    await expect(details.getByText('04107 Leipzig')).toBeVisible();
    await expect(details.getByText('17.04.1988')).toBeVisible();
    await expect(details.getByText('Newsletter').nextElementSibling).toHaveTextContent('bestätigt');
    await expect(details.getByText('E-Mails zu deinen Bäumen').nextElementSibling).toHaveTextContent('an');
    await expect(details.getByRole('link', { name: 'Profil bearbeiten' })).toHaveAttribute(
      'href',
      '/mein-klimahain/profil-bearbeiten',
    );
  },
};

/** A new account: nothing given beyond name and e-mail, no newsletter. */
export const Empty: Story = {
  name: 'Leer',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = within(await canvas.findByRole('region', { name: 'Deine Daten' }, { timeout: 15_000 }));
    await expect(details.getByText('lena.neumann@example.org')).toBeVisible();
    await expect(details.getByText('Anschrift').nextElementSibling).toHaveTextContent('nicht angegeben');
    await expect(details.getByText('Geburtsdatum').nextElementSibling).toHaveTextContent('nicht angegeben');
    await expect(details.getByText('Newsletter').nextElementSibling).toHaveTextContent('nicht abonniert');
  },
};

export const Loading: Story = {
  name: 'Lädt',
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Deine Daten werden geladen …');
  },
};

/** The data cannot be loaded: a German message under the heading; the identity settings stay usable. */
export const LoadError: Story = {
  name: 'Ladefehler',
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Dieser Inhalt konnte nicht geladen werden.' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Konto schließen …' })).toBeEnabled();
  },
};
