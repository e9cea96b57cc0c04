import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Bausteine/Alert',
  component: Alert,
  tags: ['autodocs'],
  argTypes: {
    tone: {
      description: '`error` wird sofort vorgelesen (role alert), `success` und `info` höflich (role status).',
      control: 'inline-radio',
      options: ['error', 'success', 'info'],
    },
    children: {
      description: 'Die Meldung: ein ganzer Satz, der sagt, was passiert ist und was jetzt geht.',
      control: 'text',
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Ein Meldungskasten in drei Tönen. Ein Fehler wird sofort vorgelesen (`role="alert"`), Erfolg und Hinweise höflich (`role="status"`).',
      },
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  name: 'Fehler',
  args: { tone: 'error', children: 'Dein Konto konnte gerade nicht geschlossen werden. Bitte versuche es erneut.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('nicht geschlossen werden');
  },
};

export const Success: Story = {
  name: 'Erfolg',
  args: { tone: 'success', children: 'Deine neue E-Mail-Adresse ist bestätigt.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-tone', 'success');
  },
};

export const Info: Story = {
  name: 'Info',
  args: { tone: 'info', children: 'Bitte melde dich zuerst an.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-tone', 'info');
  },
};
