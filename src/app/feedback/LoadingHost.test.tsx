import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdLoading, useLoadingWhile } from './globalLoading';
import { LoadingHost } from './LoadingHost';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Saving({ busy }: { busy: boolean }) {
  useLoadingWhile(busy, 'Dein Profil wird gespeichert …');
  return <p>Profil bearbeiten</p>;
}

describe('the global loading overlay (spec §2, §9)', () => {
  it('shows the working page’s message and keeps its 1000 ms when the page is gone before', () => {
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

  it('stays while any holder is working, with the newest message', () => {
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
