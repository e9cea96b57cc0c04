import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureSeed } from '../../../mocks/fixtures/seed';
import { USER_IDS } from '../../../mocks/fixtures/users';
import { plantingLine } from '../../../server/core/domain/orders/plantingSeason';
import { TreeDepotPage } from './TreeDepotPage';

// The fixture world is relative to today (mocks/fixtures/clock.ts): Jonas's orders not yet being planted.
const waiting = fixtureSeed.orders.filter(
  (o) => o.userId === USER_IDS.withSubscription && (o.orderState === 'DONATED' || o.orderState === 'ACCOUNTED'),
);
const waitingTrees = waiting.reduce((sum, o) => sum + o.treeUnits, 0);

/** /mein-klimahain/baumdepot against the mock world. */
const meta = {
  title: 'Seiten/Konto/Baumdepot',
  component: TreeDepotPage,
  parameters: { scenario: 'withSubscription', path: '/mein-klimahain/baumdepot' },
} satisfies Meta<typeof TreeDepotPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const LOADED = { timeout: 15_000 };

/**
 * Jonas: one order at the partner (planned for January 2027) and one just donated — expected from two months after its
 * donation on, in the rainy season that is running then (plantingSeason.ts), never a year later than the older one.
 */
export const Standard: Story = {
  name: 'Standard',
  // Shows CO₂ figures: the CO₂ check (.storybook/co2Claims.ts) waits for them, then reads every sentence.
  tags: ['co2'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(new RegExp(`^${waitingTrees} Bäume warten auf die Pflanzung\\.`), {}, LOADED),
    ).toBeVisible();
    for (const o of waiting) {
      const line = plantingLine({ ...o, donatedAt: o.donatedAt.toISOString() }, new Date())!;
      // A planned month never lies in the past (plantingSeason.ts), the rest is expected in a season.
      await expect(line).toMatch(/^Pflanzung (geplant|voraussichtlich): /);
      await expect(canvas.getAllByText(line)[0]).toBeVisible();
    }
    await expect(canvas.getByText(/^Pflanzung voraussichtlich: (\S+ )?(\d{4} )?(bis )?\S+ \d{4}$/)).toBeVisible();
    await expect(canvas.getByText('Beim Pflanzpartner')).toBeVisible();
    await expect(canvas.getByText('Gespendet')).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Leer',
  parameters: { scenario: 'newUser' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/In deinem Baumdepot wartet gerade kein Baum/, {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pflanzbuch' })).toHaveAttribute(
      'href',
      '/mein-klimahain/pflanzbuch',
    );
  },
};

export const Loading: Story = {
  name: 'Lädt',
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Dein Baumdepot wird geladen …');
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
