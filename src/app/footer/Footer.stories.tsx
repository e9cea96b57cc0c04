import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'App-Rahmen/Fußzeile',
  component: Footer,
  parameters: { layout: 'fullscreen', scenario: 'guest' },
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  name: 'Breit',
  globals: { viewport: { value: 'xl', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quick = within(canvas.getByRole('navigation', { name: 'Schnellzugriff' }));
    await expect(quick.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Startseite',
      'Spenden & Projekte',
      'CO₂-Rechner',
      'Über Klimahain',
      'Häufig gestellte Fragen',
    ]);
    const legal = within(canvas.getByRole('navigation', { name: 'Rechtliches' }));
    await expect(legal.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Kontakt',
      'FAQ',
      'Impressum',
      'Datenschutz',
      'AGB',
    ]);
    await expect(canvas.getByText('© 2026 Klimahain')).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'E-Mail-Adresse' })).toBeVisible();
  },
};

export const Narrow: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Abonnieren' })).toBeVisible();
  },
};

/** On the FAQ page its links are marked as the current page. */
export const OnFaqPage: Story = {
  name: 'Auf der FAQ-Seite',
  parameters: { path: '/faq' },
  play: async ({ canvasElement }) => {
    const quick = within(within(canvasElement).getByRole('navigation', { name: 'Schnellzugriff' }));
    await expect(quick.getByRole('link', { name: 'Häufig gestellte Fragen' })).toHaveAttribute('aria-current', 'page');
  },
};
