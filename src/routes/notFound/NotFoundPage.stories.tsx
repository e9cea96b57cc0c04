import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Seiten/Nicht gefunden',
  component: NotFoundPage,
  parameters: { path: '/gibt-es-nicht' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address that does not exist: German 404 with a way home. */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' })).toBeVisible();
    await expect(canvas.getByText(/Tippfehler/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  },
};
