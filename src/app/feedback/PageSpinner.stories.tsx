import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PageSpinner } from './PageSpinner';

const meta = {
  title: 'App-Rahmen/Rückmeldungen/PageSpinner',
  component: PageSpinner,
} satisfies Meta<typeof PageSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Suspense fallback of a page; appears after a short delay. */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Seite wird geladen …');
    await waitFor(() => expect(message).toBeVisible());
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Seite wird geladen …');
  },
};
