import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A message box in three tones. An error is announced at once (`role="alert"`); success and hints are announced politely (`role="status"`).',
      },
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  args: { tone: 'error', children: 'Dein Konto konnte gerade nicht geschlossen werden. Bitte versuche es erneut.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('nicht geschlossen werden');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Deine neue E-Mail-Adresse ist bestätigt.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-tone', 'success');
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Bitte melde dich zuerst an.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-tone', 'info');
  },
};
