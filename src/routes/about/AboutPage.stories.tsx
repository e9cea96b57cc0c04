import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutPage } from './AboutPage';

const meta = {
  title: 'Seiten/Über uns',
  component: AboutPage,
  parameters: { scenario: 'guest', path: '/ueber-uns' },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who plants, the order states, the CO₂ method with its constants in German numbers, and the split of 5 €. */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Über Klimahain');
    for (const step of ['Gespendet', 'Verbucht', 'Pflanzung läuft', 'Gepflanzt'])
      await expect(canvas.getByText(step)).toBeVisible();
    await expect(canvas.getByText(/mit 0,15 Tonnen CO₂/)).toBeVisible();
    await expect(canvas.getByText(/Bei 11,2 Tonnen sind das 75 Bäume/)).toBeVisible();
    await expect(canvas.getByText(/7 Bäume im Monat \(35\s€\)/)).toBeVisible();
    const table = canvas.getByRole('table', { name: /Aufteilung von 5\s€ je Baum/ });
    await expect(within(table).getByRole('row', { name: /Zusammen/ })).toHaveTextContent(/5,00\s€/);
    await expect(canvasElement).not.toHaveTextContent(/CO2/);
  },
};
