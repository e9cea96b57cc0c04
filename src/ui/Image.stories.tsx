import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Image } from './Image';

const meta = {
  title: 'Bausteine/Image',
  component: Image,
  tags: ['autodocs'],
  argTypes: {
    src: {
      description: 'Ein Bild unter public/ (/images/… oder /illustrations/…).',
      control: 'select',
      options: ['/images/projects/uganda-visual.png', '/images/projects/indonesia-visual.png'],
    },
    alt: { description: 'Was das Bild zeigt (leer nur für reinen Schmuck).', control: 'text' },
    width: { description: 'Pixelbreite der Quelle: der Browser hält den Platz frei.', control: 'number' },
    height: { description: 'Pixelhöhe der Quelle.', control: 'number' },
    sizes: { description: 'Wie breit das Bild gezeigt wird, z. B. „(min-width: 768px) 50vw, 100vw“.', control: 'text' },
    priority: {
      description: 'Das erste Bild im Blick: sofort und vor anderen geladen; alle anderen erst beim Scrollen.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    quality: {
      description: 'Qualität 1–100; der Server nimmt sonst 75.',
      control: { type: 'range', min: 1, max: 100 },
    },
    className: { control: false },
  },
  args: {
    src: '/images/projects/uganda-visual.png',
    width: 2400,
    height: 1350,
    alt: 'Illustration: Musizi-Bäume zwischen Feldern',
    sizes: '(min-width: 768px) 40rem, 100vw',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Ein Bild von uns (public/): Breiten und Formate liefert der Server (/_image), der Platz ist vorab reserviert (kein Springen), es lädt erst beim Scrollen in die Nähe — außer mit `priority`.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the fold by default: lazy; the picture comes through /_image (here Storybook's own /_image middleware). */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', { name: /Musizi-Bäume/ });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img.currentSrc || img.src).toMatch(/\/_image\?url=%2Fimages%2Fprojects%2Fuganda-visual\.png&w=\d+/);
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true), { timeout: 10_000 });
    // No layout shift: the box has the picture's aspect ratio.
    await expect(
      Math.abs(img.getBoundingClientRect().height / img.getBoundingClientRect().width - 1350 / 2400),
    ).toBeLessThan(0.01);
  },
};

/** The first picture in view: eager and fetched first. */
export const Priority: Story = {
  name: 'Vorrang',
  args: {
    priority: true,
    src: '/images/projects/indonesia-map.png',
    width: 2000,
    height: 1500,
    alt: 'Karte von Borneo',
  },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Karte von Borneo' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true), { timeout: 10_000 });
  },
};
