import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INDONESIA_DETAILS } from '../../content/projects/indonesiaDetails';
import type { NewsItem } from '../../content/projects/news';
import { ProjectNews } from './ProjectNews';

/** Made-up reports for the design only: the site shows news from content/projects/news.ts, which holds real ones. */
const EXAMPLE_NEWS: NewsItem[] = [
  {
    id: 'beispiel-saison',
    date: '2026-11-15',
    title: 'Beispiel: Pflanzsaison in Zentral-Kalimantan begonnen',
    text: 'Mit dem ersten Regen haben die Familien im Projektgebiet begonnen, die Setzlinge aus den Baumschulen auf ihre Flächen zu bringen.',
  },
  {
    id: 'beispiel-baumschulen',
    date: '2026-08-02',
    title: 'Beispiel: Zwei neue Dorfbaumschulen',
    text: 'In zwei weiteren Dörfern ziehen Bäuerinnen und Bauern nun selbst Sengon-Setzlinge an – geschult vom Partner vor Ort.',
  },
];

const meta = {
  title: 'Seiten/Projekt/Neuigkeiten',
  component: ProjectNews,
  args: { project: INDONESIA_DETAILS },
} satisfies Meta<typeof ProjectNews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reports from the partner beside „Gut zu wissen“, newest first, dated in German. */
export const WithNews: Story = {
  name: 'Mit Neuigkeiten',
  args: { news: EXAMPLE_NEWS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Neues aus dem Projekt' })).toBeVisible();
    const reports = canvas.getAllByRole('article');
    await expect(reports.map((r) => r.querySelector('time')?.textContent)).toEqual(['15.11.2026', '02.08.2026']);
  },
};

/** Empty: no reports yet — the news column is left out, „Gut zu wissen“ takes the width. */
export const WithoutNews: Story = {
  name: 'Ohne Neuigkeiten',
  args: { news: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Gut zu wissen' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Neues aus dem Projekt' })).toBeNull();
    await expect(canvas.queryByText(/Noch keine Neuigkeiten/)).toBeNull();
  },
};
