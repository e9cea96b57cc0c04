import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCard, StatCardList } from './StatCard';

const meta = {
  title: 'Bausteine/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  argTypes: {
    label: { description: 'Was die Zahl zählt, klein über ihr, z. B. „gepflanzte Bäume“.', control: 'text' },
    value: {
      description: 'Die Zahl, schon formatiert (`useNumberFormat()`), z. B. „12“ oder „1,5 t“; auch ein kurzer Satz.',
      control: 'text',
    },
  },
  args: { label: 'gepflanzte Bäume', value: '12' },
  // As on the dashboard: the card under test beside two fixed ones, in one description list.
  render: (args) => (
    <StatCardList>
      <StatCard {...args} />
      <StatCard label="CO₂ im Jahr, gemessen" value="1,5 t" />
      <StatCard label="laufende Abos" value="2" />
    </StatCardList>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Eine Kennzahl auf einer Karte („Auf einen Blick“ in der Übersicht des Kontos): die Zahl groß, darüber klein, was sie zählt. Im Markup steht die Beschriftung vorn (`dt` vor `dd`), ein Screenreader liest „gepflanzte Bäume: 12“. `StatCardList` ist die Beschreibungsliste, die die Karten nebeneinander stellt (je mindestens 12 rem), auf dem Telefon untereinander.',
      },
    },
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A count. */
export const Zahl: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term')[0]).toHaveTextContent('gepflanzte Bäume');
    await expect(within(canvasElement).getAllByRole('definition')[0]).toHaveTextContent('12');
  },
};

/** Nothing to count yet: a few words instead of the figure. */
export const NochNichtGemessen: Story = {
  name: 'Noch nicht gemessen',
  args: { label: 'CO₂ im Jahr, gemessen', value: 'noch nicht gemessen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('definition')[0]).toHaveTextContent('noch nicht gemessen');
  },
};
