import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureSeed } from '../../../mocks/fixtures/seed';
import { USER_IDS } from '../../../mocks/fixtures/users';
import { plantingLine } from '../../../server/core/domain/orders/plantingSeason';
import { formatDate } from '../../format/date';
import { PlantbookPage } from './PlantbookPage';

// The fixture world is relative to today (mocks/fixtures/clock.ts): the expected dates and lines come from it.
const plantedOn = (plotId: string) => formatDate(fixtureSeed.plots.find((p) => p.plotId === plotId)!.plantedAt);
const borneoPlanting = fixtureSeed.orders.filter(
  (o) => o.userId === USER_IDS.withSubscription && o.project === 'indonesia' && o.orderState === 'PLANTING_IN_PROGRESS',
);

/** /mein-klimahain/pflanzbuch against the mock world: plots drawn as inline SVG from their polygons. */
const meta = {
  title: 'Seiten/Konto/Pflanzbuch',
  component: PlantbookPage,
  parameters: { scenario: 'withSubscription', path: '/mein-klimahain/pflanzbuch' },
} satisfies Meta<typeof PlantbookPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const LOADED = { timeout: 15_000 };

/**
 * Jonas: two plots on Borneo, one in Uganda, each named for people („Gunung Mas, Fläche 14“, never the provider's id)
 * and placed on a small map of its region with its outline in an inset; species by common and Latin name. Katingan
 * was planted in the last rainy season: its trees are „noch nicht gemessen“.
 */
export const Standard: Story = {
  name: 'Standard',
  // Shows CO₂ figures: the CO₂ check (.storybook/co2Claims.ts) waits for them, then reads every sentence.
  tags: ['co2'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const borneo = within(await canvas.findByRole('region', { name: /^Borneo/ }, LOADED));
    const maps = borneo.getAllByRole('img', { name: /^Karte: (Gunung Mas|Katingan), Fläche \d+, / });
    await expect(maps).toHaveLength(2);
    await expect(maps[0]).toHaveAccessibleDescription(
      /^Karte von Borneo, Norden oben: die Fläche liegt bei 1,2487° S, 113,6129° O; der Ausschnitt zeigt ihren Umriss, etwa \d+,\d Hektar\.$/,
    );
    const gunungMas = within(borneo.getByRole('article', { name: 'Gunung Mas, Fläche 14' }));
    await expect(
      gunungMas.getByText(new RegExp(`gepflanzt am ${plantedOn('plot-borneo-gunung-mas-014')}$`)),
    ).toBeVisible();
    // The narrow space before „%“ (U+202F) is whitespace to the text matcher.
    await expect(gunungMas.getByText(/^60 % Sengon/)).toBeVisible();
    await expect(gunungMas.getByText('Falcataria moluccana')).toBeVisible();
    await expect(gunungMas.getByText(/^rund \d+(,\d)? (kg|t) CO₂ im Jahr \(gemessen\)$/)).toBeVisible();
    await expect(gunungMas.getByRole('link', { name: /^Umgebung auf OpenStreetMap ansehen/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=-1.248713&mlon=113.612904#map=15/-1.248713/113.612904',
    );
    const katingan = within(borneo.getByRole('article', { name: 'Katingan, Fläche 27' }));
    await expect(katingan.getByText('noch nicht gemessen')).toBeVisible();
    await expect(canvas.queryByText(/plot-borneo|plot-uganda/)).toBeNull();
    // Jonas's Borneo orders being planted (none between two seasons), each with its line (plantingSeason.ts).
    await expect(borneo.queryAllByText('Wird gepflanzt')).toHaveLength(borneoPlanting.length);
    for (const o of borneoPlanting) {
      const line = plantingLine({ ...o, donatedAt: o.donatedAt.toISOString() }, new Date())!;
      await expect(line).toMatch(/^(Gepflanzt wird seit|Pflanzung geplant:) \d\d\.\d\d\.\d{4}$/);
      await expect(borneo.getAllByText(line)[0]).toBeVisible();
    }
    const uganda = within(canvas.getByRole('region', { name: /^Uganda/ }));
    await expect(uganda.getByRole('img', { name: /^Karte: Kyenjojo, Fläche 8, / })).toBeVisible();
    await expect(uganda.getByText(/^70 % Musizi/)).toBeVisible();
    await expect(uganda.getByText('2 Bäume')).toBeVisible();
    await expect(uganda.getByText('Gepflanzt')).toBeVisible();
  },
};

/** At 390 px: the map spans the card, nothing is wider than the screen. */
export const Narrow: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole('img', { name: /^Karte: Kyenjojo, Fläche 8, / }, LOADED);
    const card = canvas.getByRole('article', { name: 'Kyenjojo, Fläche 8' });
    const [mapBox, cardBox] = [map.getBoundingClientRect(), card.getBoundingClientRect()];
    await expect(mapBox.width).toBeGreaterThan(cardBox.width * 0.8);
    await expect(within(map).getByTestId('plot-marker')).toBeInTheDocument();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
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
