import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExampleMark } from './ExampleMark';
import { Page } from './Page';

const meta = {
  title: 'Bausteine/Page',
  component: Page,
  tags: ['autodocs'],
  argTypes: {
    title: { description: 'Titel des Browser-Tabs (ohne Produktnamen); leer auf der Startseite.', control: 'text' },
    heading: { description: 'Die eine Hauptüberschrift (h1) der Seite.', control: 'text' },
    intro: { description: 'Einleitung unter der Überschrift.', control: 'text' },
    children: { control: false },
  },
  args: {
    title: 'Projekte',
    heading: 'Unsere Projekte',
    intro: 'Wir pflanzen Bäume auf Borneo und in Uganda — mit Menschen, die dort leben.',
  },
  parameters: {
    docs: {
      description: {
        component: 'Der Rahmen jeder Seite: Titel des Dokuments, die eine Hauptüberschrift und eine Einleitung.',
      },
    },
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heading and intro. */
export const Standard: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Unsere Projekte' })).toBeVisible();
  },
};

/**
 * With a statement from the example operator data: ExampleMark („Beispielangabe:“) stands in front of it until real
 * figures replace the examples.
 */
export const MitBeispielangabe: Story = {
  name: 'Mit Beispielangabe',
  args: {
    children: (
      <p>
        <ExampleMark />
        Seit 2019 haben wir 48.000 Bäume gepflanzt.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Beispielangabe:')).toBeVisible();
  },
};
