import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EditProfilePage } from './EditProfilePage';

/** /mein-klimahain/profil-bearbeiten against the mock world (the real resolvers check the input). */
const meta = {
  title: 'Seiten/Konto/Profil bearbeiten',
  component: EditProfilePage,
  parameters: { scenario: 'withSubscription', path: '/mein-klimahain/profil-bearbeiten' },
} satisfies Meta<typeof EditProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;
const LOADED = { timeout: 15_000 };

/** Filled with Jonas' data; a postcode the server refuses comes back as a German error at the field. */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zip = await canvas.findByRole('textbox', { name: 'Postleitzahl' }, LOADED);
    await expect(zip).toHaveValue('04107');
    await expect(canvas.getByRole('textbox', { name: /^Geburtsdatum/ })).toHaveValue('17.04.1988');
    await expect(canvas.getByRole('checkbox', { name: /kurze E-Mail/ })).toBeChecked();
    await userEvent.clear(zip);
    await userEvent.type(zip, '04#07');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(await canvas.findByText('Bitte gib eine gültige Postleitzahl ein.', {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Postleitzahl' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The browser's own checks: names needed, a birth date as TT.MM.JJJJ. */
export const Empty: Story = {
  name: 'Leer',
  parameters: { scenario: 'newUser' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('textbox', { name: 'Vorname' }, LOADED);
    await userEvent.clear(first);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Geburtsdatum/ }), '31.02.1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(await canvas.findByText('Bitte gib deinen Vornamen ein.')).toBeVisible();
    await expect(canvas.getByText('Bitte gib dein Geburtsdatum als TT.MM.JJJJ ein, z. B. 17.04.1988.')).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Lädt',
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Dein Profil wird geladen …');
  },
};

export const LoadError: Story = {
  name: 'Ladefehler',
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Dieser Inhalt konnte nicht geladen werden.' }, LOADED),
    ).toBeVisible();
  },
};
