import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Bausteine/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  argTypes: {
    children: { description: 'Der Stand in ein, zwei Worten, z. B. „Wird gepflanzt“.', control: 'text' },
    tone: {
      description:
        '`neutral` wartet, `progress` läuft, `done` ist erreicht, `warning` braucht einen Blick, `danger` ist gescheitert.',
      control: 'inline-radio',
      options: ['neutral', 'progress', 'done', 'warning', 'danger'],
      table: {
        type: { summary: "'neutral' | 'progress' | 'done' | 'warning' | 'danger'" },
        defaultValue: { summary: 'neutral' },
      },
    },
    state: { description: 'Der Code des Stands (z. B. der Bestellung), als `data-state` für Tests.', control: 'text' },
  },
  args: { children: 'Gespendet', tone: 'neutral' },
  parameters: {
    docs: {
      description: {
        component:
          'Der Stand einer Bestellung als Pille (Übersicht und Baumdepot): die Worte tragen die Bedeutung, der Ton unterstreicht sie nur — Farbe ist nie das einzige Zeichen. Jeder Ton erfüllt WCAG AA (Text 4,5 : 1 auf seiner Fläche, `tokens.test.ts`).',
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: donated, at the planting partner. */
export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Gespendet')).toHaveAttribute('data-tone', 'neutral');
  },
};

/** Running: being planted. */
export const Laeuft: Story = {
  name: 'Läuft',
  args: { children: 'Wird gepflanzt', tone: 'progress' },
};

/** Reached: planted. */
export const Erreicht: Story = {
  args: { children: 'Gepflanzt', tone: 'done' },
};

/** Needs an eye: a gift not delivered yet. */
export const Warnung: Story = {
  args: { children: 'Geplant', tone: 'warning' },
};

/** Failed: aborted. */
export const Abgebrochen: Story = {
  args: { children: 'Abgebrochen', tone: 'danger' },
};
