import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorNotice } from './ErrorNotice';

/** What the error pages show while their code loads, and instead of them when it cannot be loaded. */
const meta = {
  title: 'App-Rahmen/Rückmeldungen/ErrorNotice',
  component: ErrorNotice,
} satisfies Meta<typeof ErrorNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error page's code could not be loaded: the notice is the page, with its heading. */
export const NichtGeladen: Story = {
  name: 'Nicht geladen',
  args: { failed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Die Seite kann gerade nicht angezeigt werden.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  },
};

/** While the error page's code loads: the same words, no heading yet (the error page brings its own). */
export const WaehrendDesLadens: Story = {
  name: 'Während des Ladens',
  args: { failed: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Die Seite kann gerade nicht angezeigt werden.')).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
