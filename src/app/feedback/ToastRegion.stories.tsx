import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button, UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TOAST_TIMEOUT_MS, type ToastContent } from './toast';
import { ToastRegion } from './ToastRegion';

interface ToastDemoProps {
  /** Shown on start, in this order (the last one ends up on top), each closing after 8000 ms like showToast(). */
  toasts: ToastContent[];
}

/** The region over a queue of its own, so stories do not share toasts; the button shows them again. */
function ToastDemo({ toasts }: ToastDemoProps) {
  const [queue] = useState(() => {
    const q = new ToastQueue<ToastContent>({ maxVisibleToasts: 4 });
    for (const toast of toasts) q.add(toast, { timeout: TOAST_TIMEOUT_MS });
    return q;
  });
  return (
    <>
      <Button onPress={() => toasts.forEach((t) => queue.add(t, { timeout: TOAST_TIMEOUT_MS }))}>
        Noch einmal zeigen
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'App-Rahmen/Rückmeldungen/Toasts',
  component: ToastDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The region, once its code has loaded (with the first toast). */
const region = async () => within(await within(document.body).findByRole('region', { name: 'Benachrichtigungen' }));

export const Erfolg: Story = {
  name: 'Erfolg',
  args: { toasts: [{ title: 'Du wurdest erfolgreich abgemeldet.', tone: 'success' }] },
  play: async () => {
    const toast = (await region()).getByRole('alertdialog', { name: 'Du wurdest erfolgreich abgemeldet.' });
    await waitFor(() => expect(toast).toBeVisible());
    await expect(toast).toHaveAttribute('data-tone', 'success');
    await expect(within(toast).getByRole('button', { name: 'Schließen' })).toBeVisible();
  },
};

export const Fehler: Story = {
  name: 'Fehler',
  args: { toasts: [{ title: 'Es ist etwas schief gegangen, bitte probiere es erneut.', tone: 'error' }] },
  play: async () => {
    const toast = (await region()).getByRole('alertdialog', {
      name: 'Es ist etwas schief gegangen, bitte probiere es erneut.',
    });
    await waitFor(() => expect(toast).toBeVisible());
    await expect(toast).toHaveAttribute('data-tone', 'error');
  },
};

export const HinweisMitBeschreibung: Story = {
  name: 'Hinweis mit Beschreibung',
  args: {
    toasts: [
      {
        title: 'Fast geschafft! Bitte bestätige deine Anmeldung.',
        description: 'Bitte bestätige noch deine E-Mail-Adresse.',
        tone: 'info',
      },
    ],
  },
  play: async () => {
    const toast = (await region()).getByRole('alertdialog', {
      name: 'Fast geschafft! Bitte bestätige deine Anmeldung.',
    });
    await expect(toast).toHaveAttribute('data-tone', 'info');
    await waitFor(() => expect(within(toast).getByText('Bitte bestätige noch deine E-Mail-Adresse.')).toBeVisible());
  },
};

/** Several at once: the newest on top. */
export const Gestapelt: Story = {
  name: 'Gestapelt',
  args: {
    toasts: [
      { title: 'Deine Adresse wurde gespeichert.', tone: 'success' },
      { title: 'Dein Abo startet am 1. des nächsten Monats.', tone: 'info' },
      { title: 'Das Abmelden hat nicht geklappt. Bitte probiere es erneut.', tone: 'error' },
    ],
  },
  play: async () => {
    const toasts = (await region()).getAllByRole('alertdialog');
    await expect(toasts.map((t) => t.getAttribute('data-tone'))).toEqual(['error', 'info', 'success']);
    for (const toast of toasts) await waitFor(() => expect(toast).toBeVisible());
  },
};

/** „Schließen“ closes only its own toast. */
export const EinenSchliessen: Story = {
  name: 'Eine schließen',
  args: {
    toasts: [
      { title: 'Erste Meldung', tone: 'info' },
      { title: 'Zweite Meldung', tone: 'success' },
    ],
  },
  play: async () => {
    const toasts = await region();
    const second = toasts.getByRole('alertdialog', { name: 'Zweite Meldung' });
    await userEvent.click(within(second).getByRole('button', { name: 'Schließen' }));
    await waitFor(() =>
      expect(within(document.body).queryByRole('alertdialog', { name: 'Zweite Meldung' })).toBeNull(),
    );
    await waitFor(() => expect(toasts.getByRole('alertdialog', { name: 'Erste Meldung' })).toBeVisible());
  },
};

/** Narrow screens: full width minus margins, still at the top. */
export const Schmal: Story = {
  name: 'Schmal',
  ...Gestapelt,
  globals: { viewport: { value: 'xs', isRotated: false } },
};
