import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataExportSection, EXPORT_FAILED } from './DataExportSection';

/** „Meine Daten herunterladen“ against the mock server (`parameters.scenario`); single answers overridden with MSW. */
const meta = {
  title: 'Funktionen/Datenschutz/DataExportSection',
  component: DataExportSection,
  parameters: { scenario: 'withSubscription', path: '/mein-klimahain/profil' },
} satisfies Meta<typeof DataExportSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const start = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Daten zusammenstellen' }));
  return canvas;
};

/** Before the donor asks: what the files hold, one button, no request yet. */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Meine Daten herunterladen' })).toBeVisible();
    await expect(canvas.getByText(/GeoJSON-Datei/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The export arrived: two files to save, named with the day, holding Jonas's own data. */
export const Ready: Story = {
  name: 'Bereit',
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement);
    const json = await canvas.findByRole('link', {
      name: /^Meine Daten \(JSON\) – klimahain-daten-\d{4}-\d{2}-\d{2}\.json$/,
    });
    const geo = canvas.getByRole('link', {
      name: /^Meine Flächen \(GeoJSON\) – klimahain-flaechen-\d{4}-\d{2}-\d{2}\.geojson$/,
    });
    await expect(json).toHaveAttribute('download', expect.stringMatching(/^klimahain-daten-/));
    await expect(geo).toHaveAttribute('download', expect.stringMatching(/\.geojson$/));
    const data = await (await fetch(json.getAttribute('href')!)).json();
    await expect(data.profil.email).toBe('jonas.berger@example.org');
    const features = (await (await fetch(geo.getAttribute('href')!)).json()).type;
    await expect(features).toBe('FeatureCollection');
    await expect(canvas.getByRole('button', { name: 'Daten neu zusammenstellen' })).toBeEnabled();
  },
};

/** A new account: the files are there all the same, with empty lists and no plots. */
export const NothingYet: Story = {
  name: 'Noch nichts',
  parameters: { scenario: 'newUser' },
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement);
    const json = await canvas.findByRole('link', { name: /^Meine Daten \(JSON\)/ });
    const data = await (await fetch(json.getAttribute('href')!)).json();
    await expect(data.profil.email).toBe('lena.neumann@example.org');
    await expect(data.donations).toEqual([]);
    const geo = canvas.getByRole('link', { name: /^Meine Flächen \(GeoJSON\)/ });
    await expect((await (await fetch(geo.getAttribute('href')!)).json()).features).toEqual([]);
  },
};

/** While the server puts the data together (it does not answer here): the button says so and waits. */
export const Loading: Story = {
  name: 'Lädt',
  parameters: { scenario: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Daten werden zusammengestellt …' })).toBeDisabled());
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The server fails (HTTP 500): a German message, the button stays for another try. */
export const ServerError: Story = {
  name: 'Serverfehler',
  parameters: { scenario: 'serverError' },
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EXPORT_FAILED);
    await expect(canvas.getByRole('button', { name: 'Daten zusammenstellen' })).toBeEnabled();
  },
};

/** An expected refusal keeps the server's own German words (here: too many tries). */
export const RateLimited: Story = {
  name: 'Zu viele Versuche',
  parameters: {
    msw: {
      handlers: [
        graphql.query('useDataExportQuery', () =>
          HttpResponse.json({
            errors: [
              {
                message: 'Zu viele Versuche. Bitte versuche es in 5 Minuten erneut.',
                extensions: { code: 'RATE_LIMITED' },
              },
            ],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await start(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte versuche es in 5 Minuten erneut.',
    );
  },
};
