import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UpdateEmailPage } from './UpdateEmailPage';

/** /mein-klimahain/e-mail-aendern in the mock world (signed in, no identity provider). */
const meta = {
  title: 'Seiten/Konto/E-Mail ändern',
  component: UpdateEmailPage,
  parameters: { scenario: 'newUser', path: '/mein-klimahain/e-mail-aendern' },
} satisfies Meta<typeof UpdateEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'E-Mail-Adresse ändern' })).toBeVisible();
    await expect(canvas.getByLabelText('Neue E-Mail-Adresse')).toBeVisible();
  },
};

/** An empty field is refused in German before anything is sent. */
export const EmptyField: Story = {
  name: 'Leeres Feld',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'E-Mail-Adresse ändern' }));
    await expect(await canvas.findByText(/Bitte gib/)).toBeVisible();
  },
};

/** In mock mode there is no identity provider: the change fails with a German notice instead of pretending. */
export const ErrorInMockMode: Story = {
  name: 'Fehler im Mock-Modus',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Neue E-Mail-Adresse'), 'neu@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'E-Mail-Adresse ändern' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Demo-Modus');
  },
};
