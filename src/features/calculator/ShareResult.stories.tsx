import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShareResult } from './ShareResult';

const PATH = '/ergebnis/DE-1/-1.5_-1.2_-1.6';

/** This browser's share sheet and clipboard, as the story needs them; restored after the story. */
function browserWith({ share, copy }: { share?: () => Promise<void>; copy: () => Promise<void> }) {
  const shareBefore = Object.getOwnPropertyDescriptor(navigator, 'share');
  const clipboardBefore = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: copy }, configurable: true });
  return () => {
    if (shareBefore) Object.defineProperty(navigator, 'share', shareBefore);
    else delete (navigator as { share?: unknown }).share;
    if (clipboardBefore) Object.defineProperty(navigator, 'clipboard', clipboardBefore);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

const meta = {
  title: 'Funktionen/CO₂-Rechner/ShareResult',
  component: ShareResult,
  args: { path: PATH, total: '6,9 t' },
} satisfies Meta<typeof ShareResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before sharing: the button and what the link gives away (only the sums). */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ergebnis teilen' })).toBeEnabled();
    await expect(
      canvas.getByText('Geteilt werden nur die Summen – keine Antworten und nichts über dich.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A desktop browser without share sheet: the link is copied and shown. */
export const Copied: Story = {
  name: 'Kopiert',
  beforeEach: () => browserWith({ copy: async () => {} }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ergebnis teilen' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Link kopiert. Füge ihn ein, wo du ihn teilen möchtest.'),
    );
    await expect(canvas.getByRole('link', { name: `${location.origin}${PATH}` })).toHaveAttribute('href', PATH);
  },
};

/** A phone: its share sheet opens with the text and the link. */
export const SharedFromPhone: Story = {
  name: 'Vom Telefon geteilt',
  beforeEach: () =>
    browserWith({
      share: async () => {},
      copy: () => Promise.reject(new Error('not used')),
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ergebnis teilen' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Geteilt.'));
  },
};

/** The clipboard refuses (no permission): the link is shown to copy by hand. */
export const ClipboardRefused: Story = {
  name: 'Zwischenablage verweigert',
  beforeEach: () => browserWith({ copy: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ergebnis teilen' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Kopieren ging nicht – markiere den Link und kopiere ihn selbst:',
      ),
    );
    await expect(canvas.getByRole('link', { name: `${location.origin}${PATH}` })).toBeVisible();
  },
};
