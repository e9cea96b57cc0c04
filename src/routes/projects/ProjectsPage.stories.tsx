import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ProjectsPage } from './ProjectsPage';

const meta = {
  title: 'Seiten/Projekte',
  component: ProjectsPage,
  parameters: { path: '/projekte' },
} satisfies Meta<typeof ProjectsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** „Spenden & Projekte“: both projects with picture, place, text and the ways to read more or to donate. */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Spenden & Projekte' })).toBeVisible();
    for (const [title, slug] of [
      ['Aufforstung auf Borneo', 'indonesien'],
      ['Aufforstung in Uganda', 'uganda'],
    ]) {
      const teaser = canvas.getByRole('region', { name: title });
      await expect(within(teaser).getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(within(teaser).getByRole('link', { name: /^Mehr über/ })).toHaveAttribute(
        'href',
        `/projekte/${slug}`,
      );
      await expect(within(teaser).getByRole('link', { name: /spenden$/ })).toHaveAttribute(
        'href',
        `/projekte/${slug}/spenden`,
      );
    }
    // The pictures come through /_image: each must arrive, not show as broken.
    const pictures = canvasElement.querySelectorAll('img');
    await expect(pictures.length).toBe(2);
    for (const picture of pictures) picture.loading = 'eager';
    await waitFor(() => {
      for (const picture of pictures) expect(picture.complete && picture.naturalWidth > 0).toBe(true);
    });
  },
};
