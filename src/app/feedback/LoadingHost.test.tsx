import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilDom } from '../../test/untilDom';
import { holdLoading, useLoadingWhile } from './globalLoading';
import { LoadingHost } from './LoadingHost';
import { globalLoadingOverlayPart } from './loadingOverlayPart';

afterEach(() => vi.useRealTimers());

/** The overlay's code comes with the first hold: loaded before the clock stands still, it shows at once. */
async function withLoadedOverlayAndFakeTimers() {
  await globalLoadingOverlayPart.load();
  vi.useFakeTimers();
}

function Saving({ busy }: { busy: boolean }) {
  useLoadingWhile(busy, 'Dein Profil wird gespeichert …');
  return <p>Profil bearbeiten</p>;
}

describe('the global loading overlay (spec §2, §9)', () => {
  it('shows nothing until held, then the holder’s message once its code has loaded', async () => {
    const { container } = render(<LoadingHost />);
    expect(container.innerHTML).toBe('');
    let release = () => {};
    act(() => {
      release = holdLoading('Dein Abo wird beendet …');
    });
    const status = await untilDom(() => screen.getByRole('status'));
    expect(status.textContent).toBe('Dein Abo wird beendet …');
    act(() => release());
  });

  it('shows the working page’s message and keeps its 1000 ms when the page is gone before', async () => {
    await withLoadedOverlayAndFakeTimers();
    const { rerender } = render(
      <>
        <LoadingHost />
        <Saving busy />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('Dein Profil wird gespeichert …');

    act(() => vi.advanceTimersByTime(300));
    // Saved: the app shows the next page, the form is gone.
    rerender(<LoadingHost />);
    expect(screen.queryByRole('status')).not.toBeNull();

    act(() => vi.advanceTimersByTime(700));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays while any holder is working, with the newest message', async () => {
    await withLoadedOverlayAndFakeTimers();
    render(<LoadingHost />);
    let first = () => {};
    let second = () => {};
    act(() => {
      first = holdLoading('Wird geladen …');
      second = holdLoading('Dein Abo wird beendet …');
    });
    expect(screen.getByRole('status').textContent).toBe('Dein Abo wird beendet …');
    act(() => vi.advanceTimersByTime(2000));
    act(() => second());
    act(() => second()); // releasing twice counts once
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => first());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
