import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GraphQLResponseError, NetworkError } from '../../relay/fetchGraphQL';
import { RouteErrorView } from './RouteErrorView';

/**
 * What RouteErrorPage shows in the page area (header and footer stay around it in the app). The story renders its
 * presentational part: the page itself reads the error from react-router's errorElement.
 */
const meta = {
  title: 'App-Rahmen/Rückmeldungen/RouteErrorPage',
  component: RouteErrorView,
  args: { onRetry: fn(), reporter: fn() },
} satisfies Meta<typeof RouteErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Netzwerkfehler: Story = {
  name: 'Netzwerkfehler',
  args: { error: new NetworkError('Der Server ist gerade nicht erreichbar.') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Die Seite konnte nicht geladen werden.' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Etwas ist schief gelaufen')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.reporter).not.toHaveBeenCalled();
  },
};

export const ServerfehlerOhneDaten: Story = {
  name: 'Serverfehler ohne Daten',
  args: {
    error: new GraphQLResponseError([{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Die Seite konnte nicht geladen werden.' })).toBeVisible();
    await expect(canvas.getByText(/Unser Server hat mit einem Fehler geantwortet/)).toBeVisible();
  },
};

export const AndererFehler: Story = {
  name: 'Anderer Fehler',
  args: { error: new RangeError('Ungültige Baumanzahl: -3') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Etwas ist schief gelaufen' })).toBeVisible();
    await userEvent.click(canvas.getByText('Details anzeigen'));
    await expect(canvas.getByText('RangeError: Ungültige Baumanzahl: -3')).toBeVisible();
    await expect(args.reporter).toHaveBeenCalledTimes(1);
  },
};
