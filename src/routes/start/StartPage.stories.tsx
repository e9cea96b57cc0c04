import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StartPage } from './StartPage';

const meta = {
  title: 'Seiten/Startseite',
  component: StartPage,
  parameters: { path: '/' },
} satisfies Meta<typeof StartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The start page: a sized hero illustration, both projects with a picture, and the facts a donor checks. */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pflanze Bäume für dein Klima' })).toBeVisible();
    const hero = canvas.getByRole('img', { name: /Setzlinge vor Hügeln/ });
    await expect(hero).toHaveAttribute('width', '1200');
    await expect(hero).toHaveAttribute('height', '640');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');

    for (const name of [/Sengon-Bäume/, /Musizi-Bäume/]) {
      const picture = canvas.getByRole('img', { name });
      // Below the fold: lazy, sized so nothing jumps, and through the image path.
      await expect(picture).toHaveAttribute('loading', 'lazy');
      await expect(picture).toHaveAttribute('width', '2400');
      await expect(picture.getAttribute('srcset')).toMatch(/^\/_image\?url=%2Fimages%2Fprojects%2F/);
    }

    await expect(canvas.getByRole('heading', { level: 3, name: 'Wer hinter Klimahain steht' })).toBeVisible();
    await expect(canvas.getByText(/Klimahain gemeinnützige GmbH in Berlin/)).toBeVisible();
    const split = canvas.getByRole('list', { name: 'Beispiel einer Aufteilung von 5 €' });
    const euros = within(split)
      .getAllByRole('listitem')
      .map((item) =>
        Number(
          item
            .querySelector('strong')
            ?.textContent?.replace(/[^\d,]/g, '')
            .replace(',', '.'),
        ),
      );
    await expect(Math.round(euros.reduce((sum, n) => sum + n, 0) * 100) / 100).toBe(5);
    await expect(canvas.getByRole('heading', { name: 'Spendenquittung' })).toBeVisible();
    // The operator data are the example: each claim (operator, split, recognition and Bescheid) says so in place.
    const claims = ['Wer hinter Klimahain steht', 'Wohin deine 5 € für einen Baum gehen', 'Spendenquittung'].map(
      (name) => canvas.getByRole('heading', { name }).parentElement as HTMLElement,
    );
    for (const claim of claims) await expect(within(claim).getByText('Beispielangabe:')).toBeVisible();
    await expect(within(claims[2]).getByText(/Bescheid vom/)).toHaveTextContent(
      /^Beispielangabe: Wir sind als gemeinnützig anerkannt/,
    );
    await expect(canvas.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    await expect(canvas.getByRole('link', { name: 'Über uns und Transparenz' })).toHaveAttribute('href', '/ueber-uns');
    await expect(canvas.getByText(/eigene Arbeit, frei verwendbar \(CC0 1\.0\)/)).toBeVisible();
  },
};
