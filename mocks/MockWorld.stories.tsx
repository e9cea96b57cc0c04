import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { MockWorldProbe } from './MockWorldProbe';

/**
 * The mock world every story runs in (.storybook/preview.tsx): one story per scenario. Each play function checks
 * what the real schema and resolvers answered over the scenario's seeded memory repositories.
 */
const meta = {
  title: 'Mock-Welt/Szenarien',
  component: MockWorldProbe,
} satisfies Meta<typeof MockWorldProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gast: Story = {
  name: 'Gast',
  parameters: { scenario: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hallo vom Klimahain!')).toBeVisible();
    await expect(canvas.getByText('Gast')).toBeVisible();
    await expect(canvas.getByText('nicht angemeldet')).toBeVisible();
  },
};

export const NeuRegistriert: Story = {
  name: 'Neu registriert',
  parameters: { scenario: 'newUser' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Lena Neumann')).toBeVisible();
    await expect(canvas.getByText('noch nicht berechnet')).toBeVisible();
    await expect(canvas.getByText('keine')).toBeVisible();
  },
};

export const MitFussabdruck: Story = {
  name: 'Mit Fußabdruck',
  parameters: { scenario: 'withFootprint' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Lena Neumann')).toBeVisible();
    await expect(canvas.getByText('7,6 t im Jahr')).toBeVisible();
    await expect(canvas.getByText('keine')).toBeVisible();
  },
};

export const MitAbo: Story = {
  name: 'Mit Abo',
  parameters: { scenario: 'withSubscription' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Jonas Berger')).toBeVisible();
    await expect(canvas.getByText('11,5 t im Jahr')).toBeVisible();
    await expect(canvas.getByText('percent_100, 35 € im Monat')).toBeVisible();
  },
};

export const Ladezustand: Story = {
  name: 'Ladezustand',
  parameters: { scenario: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Lädt …');
    // Still loading a moment later: the server never answers.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByRole('status')).toHaveTextContent('Lädt …');
    await expect(canvas.getByText('angemeldet')).toBeVisible();
  },
};

export const Serverfehler: Story = {
  name: 'Serverfehler',
  parameters: { scenario: 'serverError' },
  play: async ({ canvas }) => {
    // HTTP 500 with an HTML body: the app's network layer reports it in German.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Fehler: Der Server hat nicht verständlich geantwortet.',
    );
  },
};

/** `parameters.path` starts the memory router there; react-aria links navigate through react-router. */
export const SpeicherRouter: Story = {
  name: 'Speicher-Router',
  parameters: { scenario: 'guest', path: '/projekte' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('/projekte')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Zu „Über uns“' }));
    await waitFor(() => expect(canvas.getByText('/ueber-uns')).toBeVisible());
  },
};

/** `parameters.msw.handlers` overrides single operations on top of the scenario's world. */
export const AntwortUeberschrieben: Story = {
  name: 'Antwort überschrieben',
  parameters: {
    scenario: 'guest',
    msw: {
      handlers: [
        graphql.query('MockWorldProbeGuestQuery', () =>
          HttpResponse.json({ data: { greeting: 'Hallo aus dem Override!' } }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hallo aus dem Override!')).toBeVisible();
  },
};
