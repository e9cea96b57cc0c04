import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Guard } from './Guard';

const meta = {
  title: 'App-Rahmen/Rückmeldungen/Guard',
  component: Guard,
  args: { status: 'ready', children: <p>Du hast 42 Bäume gepflanzt.</p> },
} satisfies Meta<typeof Guard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Laedt: Story = {
  name: 'Lädt',
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await expect(canvas.queryByText('Du hast 42 Bäume gepflanzt.')).toBeNull();
  },
};

export const Fehler: Story = {
  name: 'Fehler',
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ein Fehler ist aufgetreten');
  },
};

/** Silent mode: nothing while loading or on error. */
export const Still: Story = {
  name: 'Still',
  args: { status: 'error', silent: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByText('Du hast 42 Bäume gepflanzt.')).toBeNull();
  },
};

export const Bereit: Story = {
  name: 'Bereit',
  args: { status: 'ready' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Du hast 42 Bäume gepflanzt.')).toBeVisible();
  },
};
