import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GraphQLResponseError } from '../../relay/fetchGraphQL';
import { LoadErrorMessage } from './LoadErrorMessage';

const meta = {
  title: 'App-Rahmen/Rückmeldungen/LoadErrorMessage',
  component: LoadErrorMessage,
  args: { error: new TypeError('Failed to fetch'), onRetry: fn() },
} satisfies Meta<typeof LoadErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server could not be reached: the visitor is asked to check the connection, and can retry. */
export const OhneVerbindung: Story = {
  name: 'Ohne Verbindung',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Die Seite konnte nicht geladen werden.' }),
    ).toBeVisible();
    await expect(canvas.getByText(/prüfe deine Verbindung/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The server answered with an error: no advice about the connection. */
export const ServerFehler: Story = {
  name: 'Serverfehler',
  args: { error: new GraphQLResponseError([{ message: 'Unexpected error.' }]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Unser Server hat mit einem Fehler geantwortet/)).toBeVisible();
    await expect(canvas.queryByText(/prüfe deine Verbindung/)).toBeNull();
  },
};

/** A part of a page, while the retry runs: an h2, and the button shows it is busy yet keeps its focus. */
export const AlsAbschnittBeimWiederholen: Story = {
  name: 'Als Abschnitt beim Wiederholen',
  args: { variant: 'section', isRetrying: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Dieser Inhalt konnte nicht geladen werden.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).not.toBeDisabled();
  },
};

/** A part behind the server is down for a moment (503 SERVICE_UNAVAILABLE): says so, keeps the donor signed in. */
export const KurzNichtErreichbar: Story = {
  args: {
    error: new GraphQLResponseError(
      [
        {
          message: 'Klimahain ist gerade kurz nicht erreichbar. Bitte versuche es in einem Moment noch einmal.',
          extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 },
        },
      ],
      { status: 503, retryAfterSeconds: 5 },
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Klimahain ist gerade kurz nicht erreichbar.' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Du bleibst angemeldet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};
