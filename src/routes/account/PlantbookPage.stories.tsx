import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlantbookPage } from './PlantbookPage';

/** /mein-klimahain/pflanzbuch against the mock world: plots drawn as inline SVG from their polygons. */
const meta = {
  title: 'Seiten/Konto/Pflanzbuch',
  component: PlantbookPage,
  parameters: { scenario: 'withSubscription', path: '/mein-klimahain/pflanzbuch' },
} satisfies Meta<typeof PlantbookPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const LOADED = { timeout: 15_000 };

/** Jonas: two plots on Borneo, one in Uganda; each outline is an image with a German title and description. */
export const Standard: Story = {
  name: 'Standard',
  // Shows CO₂ figures: the CO₂ check (.storybook/co2Claims.ts) waits for them, then reads every sentence.
  tags: ['co2'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const borneo = within(await canvas.findByRole('region', { name: /^Borneo/ }, LOADED));
    const maps = borneo.getAllByRole('img', { name: /^Umriss: Fläche plot-borneo/ });
    await expect(maps).toHaveLength(2);
    await expect(maps[0]).toHaveAccessibleDescription(
      /^Mittelpunkt bei 1,2487° S, 113,6129° O, etwa \d+,\d Hektar, Norden oben\.$/,
    );
    await expect(borneo.getByRole('heading', { level: 4, name: 'Gepflanzt am 20.05.2025' })).toBeVisible();
    await expect(borneo.getAllByText('Falcataria moluccana')).toHaveLength(2);
    await expect(borneo.getByText('Wird gepflanzt')).toBeVisible();
    const uganda = within(canvas.getByRole('region', { name: /^Uganda/ }));
    await expect(uganda.getByText('2 Bäume')).toBeVisible();
    await expect(uganda.getByText('Gepflanzt')).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Leer',
  parameters: { scenario: 'newUser' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Dein Pflanzbuch ist noch leer\./, {}, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Lädt',
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Dein Pflanzbuch wird geladen …');
  },
};

export const LoadError: Story = {
  name: 'Ladefehler',
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Dieser Inhalt konnte nicht geladen werden.' }, LOADED),
    ).toBeVisible();
  },
};
