import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from './toast';
import { toastQueue } from './toastQueue';
import { preloadToastRegion, ToastRegion } from './ToastRegion';

afterEach(() => {
  act(() => toastQueue.clear());
  vi.useRealTimers();
});

describe('ToastRegion', () => {
  it('shows a toast with title, description and tone in a labelled region, politely announced', async () => {
    render(<ToastRegion />);
    act(() =>
      showToast({
        title: 'Fast geschafft! Bitte bestätige deine Anmeldung.',
        description: 'Bitte bestätige noch deine E-Mail-Adresse.',
        tone: 'success',
      }),
    );

    const region = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    const toast = within(region).getByRole('alertdialog', { name: 'Fast geschafft! Bitte bestätige deine Anmeldung.' });
    expect(toast.getAttribute('data-tone')).toBe('success');
    expect(toast.textContent).toContain('Bitte bestätige noch deine E-Mail-Adresse.');
    const live = within(toast).getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
  });

  it('closes by itself after 8000 ms', async () => {
    // The toasts' code is loaded with the first toast: load it before the clock stands still.
    await preloadToastRegion();
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => showToast({ title: 'Du wurdest erfolgreich abgemeldet.', tone: 'success' }));

    act(() => vi.advanceTimersByTime(7999));
    expect(screen.queryByText('Du wurdest erfolgreich abgemeldet.')).not.toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Du wurdest erfolgreich abgemeldet.')).toBeNull();
  });

  it('closes one toast with its „Schließen“ button and keeps the others, newest first', async () => {
    const user = userEvent.setup();
    render(<ToastRegion />);
    act(() => {
      showToast({ title: 'Erste Meldung', tone: 'info' });
      showToast({ title: 'Zweite Meldung', tone: 'error' });
    });

    const toasts = await screen.findAllByRole('alertdialog');
    expect(toasts.map((t) => within(t).getByText(/Meldung/).textContent)).toEqual(['Zweite Meldung', 'Erste Meldung']);

    const second = screen.getByRole('alertdialog', { name: 'Zweite Meldung' });
    await user.click(within(second).getByRole('button', { name: 'Schließen' }));

    expect(screen.queryByText('Zweite Meldung')).toBeNull();
    expect(screen.getByText('Erste Meldung')).not.toBeNull();
  });
});
