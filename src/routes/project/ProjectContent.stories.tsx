import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { INDONESIA_DETAILS } from '../../content/projects/indonesiaDetails';
import { UGANDA_DETAILS } from '../../content/projects/ugandaDetails';
import { ProjectContent } from './ProjectContent';

const meta = {
  title: 'Seiten/Projekt',
  component: ProjectContent,
  parameters: { layout: 'fullscreen', path: '/projekte/indonesien' },
  args: { project: INDONESIA_DETAILS },
} satisfies Meta<typeof ProjectContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section of the spec's project content, the donate links and the other project's teaser. */
export const Standard: Story = {
  name: 'Standard',
  globals: { viewport: { value: 'xl', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aufforstung auf Borneo' })).toBeVisible();
    for (const name of [
      'Über das Projekt',
      'Das Projekt auf einen Blick',
      'Ziele für nachhaltige Entwicklung',
      'Was das Projekt bewirkt',
      'Der Projektzyklus',
      'Gut zu wissen',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // No real reports yet: no news section, and no example entry that would read as one.
    await expect(canvas.queryByRole('heading', { name: 'Neues aus dem Projekt' })).toBeNull();
    // The season is the one running on the day the page is read (prerendered pages name only the months).
    await expect(canvas.getByText(/(aktuelle|nächste) Pflanzsaison: .*20\d\d/)).toBeVisible();
    await expect(canvas.queryByText(/2022\/2/)).toBeNull();
    await expect(canvas.getByText('Ziel 13: Maßnahmen zum Klimaschutz')).toBeVisible();
    await expect(canvas.queryByText(/SDG \d/)).toBeNull();
    await expect(canvas.getByText('Ökologische Wirkung: 3 von 3')).toBeVisible();
    await expect(canvas.getByText('Soziale Wirkung: 2 von 3')).toBeVisible();
    await expect(canvas.getByText(/Regenzeit November bis März/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Jetzt spenden' })).toHaveAttribute(
      'href',
      '/projekte/indonesien/spenden',
    );
    await expect(canvas.getByRole('link', { name: 'Mehr über Uganda' })).toHaveAttribute('href', '/projekte/uganda');
    const hero = canvas.getByRole<HTMLImageElement>('img', { name: /Sengon-Bäume und junge Setzlinge/ });
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await waitFor(() => expect(hero.naturalWidth).toBeGreaterThan(0), { timeout: 10_000 });
    // One eager picture; the map, globe and cycle pictures wait until scrolled near.
    const lazy = canvas.getAllByRole('img').filter((img) => img.getAttribute('loading') === 'lazy');
    await expect(lazy.length).toBe(2 + INDONESIA_DETAILS.projectCycle.length + 1);
  },
};

/** Uganda at 390 px: nothing is wider than the screen (the goal names wrap). */
export const Narrow: Story = {
  name: 'Schmal',
  args: { project: UGANDA_DETAILS },
  parameters: { path: '/projekte/uganda' },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aufforstung in Uganda' })).toBeVisible();
    await expect(canvas.getByText('Ziel 8: Menschenwürdige Arbeit und Wirtschaftswachstum')).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(canvas.getByRole('link', { name: 'Jetzt für Uganda spenden' })).toHaveAttribute(
      'href',
      '/projekte/uganda/spenden',
    );
  },
};
