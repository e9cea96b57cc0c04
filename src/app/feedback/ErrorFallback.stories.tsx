import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorFallback } from './ErrorFallback';

function sampleError(): Error {
  const error = new TypeError("Cannot read properties of undefined (reading 'treeUnitsRequested')");
  error.stack = [
    "TypeError: Cannot read properties of undefined (reading 'treeUnitsRequested')",
    '    at subscriptionCo2 (src/features/donations/subscriptionCo2.ts:14:31)',
    '    at FootprintBox (src/app/header/FootprintBox.tsx:22:17)',
  ].join('\n');
  return error;
}

const meta = {
  title: 'App-Rahmen/Rückmeldungen/ErrorFallback',
  component: ErrorFallback,
  args: { error: sampleError(), onRetry: fn(), reporter: fn() },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Details opened: message and stack trace; the error was reported once. */
export const MitDetails: Story = {
  name: 'Mit Details',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Etwas ist schief gelaufen' })).toBeVisible();
    await userEvent.click(canvas.getByText('Details anzeigen'));
    await expect(
      canvas.getByText("TypeError: Cannot read properties of undefined (reading 'treeUnitsRequested')"),
    ).toBeVisible();
    await expect(canvas.getByText(/at FootprintBox/)).toBeVisible();
    await expect(args.reporter).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  },
};

/** The fallback of a part of a page (ErrorBoundary): an h2, no link home. */
export const AlsAbschnitt: Story = {
  name: 'Als Abschnitt',
  args: { variant: 'section', error: new Error('Die Baumliste konnte nicht angezeigt werden.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Etwas ist schief gelaufen' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Zur Startseite' })).toBeNull();
  },
};
