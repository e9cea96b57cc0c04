import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';
import { useLoadingAction } from './useLoadingAction';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LoadingOverlay', () => {
  it('shows the message as a status and stays at least 1000 ms even when the work took 200 ms', () => {
    const { rerender } = render(<LoadingOverlay isVisible message="Deine Spende wird gespeichert …" />);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Deine Spende wird gespeichert …');

    act(() => vi.advanceTimersByTime(200));
    rerender(<LoadingOverlay isVisible={false} message="Deine Spende wird gespeichert …" />);
    expect(screen.queryByRole('status')).not.toBeNull();

    act(() => vi.advanceTimersByTime(799));
    expect(screen.queryByRole('status')).not.toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says „Wird geladen …“ when no message is given, and hides at once after the minimum has passed', () => {
    const { rerender } = render(<LoadingOverlay isVisible />);
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    act(() => vi.advanceTimersByTime(1500));
    rerender(<LoadingOverlay isVisible={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes the minimum as a parameter', () => {
    const { rerender } = render(<LoadingOverlay isVisible minimumDurationMs={3000} />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<LoadingOverlay isVisible={false} minimumDurationMs={3000} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(900));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('appears when its code came after a quick piece of work that is over, and stays its full minimum', () => {
    const requestedAt = performance.now();
    act(() => vi.advanceTimersByTime(300));
    render(<LoadingOverlay isVisible={false} requestedAt={requestedAt} message="Dein Profil wird gespeichert …" />);
    expect(screen.getByRole('status').textContent).toBe('Dein Profil wird gespeichert …');

    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not appear when its code came only after the minimum of work that is over', () => {
    const requestedAt = performance.now();
    act(() => vi.advanceTimersByTime(1000));
    render(<LoadingOverlay isVisible={false} requestedAt={requestedAt} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing when never visible', () => {
    render(<LoadingOverlay isVisible={false} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('makes the page behind it inert while shown and gives focus back afterwards', () => {
    const { container, rerender } = render(
      <>
        <button type="button">Speichern</button>
        <LoadingOverlay isVisible={false} />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Speichern' });
    button.focus();

    rerender(
      <>
        <button type="button">Speichern</button>
        <LoadingOverlay isVisible />
      </>,
    );
    expect(container.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('status'));

    rerender(
      <>
        <button type="button">Speichern</button>
        <LoadingOverlay isVisible={false} />
      </>,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(container.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(button);
  });
});

describe('useLoadingAction', () => {
  function Save({ action }: { action: () => Promise<string> }) {
    const { withLoading, overlay } = useLoadingAction();
    return (
      <>
        <button type="button" onClick={() => void withLoading(action, 'Wird gespeichert …')}>
          Speichern
        </button>
        {overlay}
      </>
    );
  }

  it('shows the overlay with the message while the action runs, then for the rest of the minimum', async () => {
    let finish: (value: string) => void = () => {};
    const action = () => new Promise<string>((resolve) => (finish = resolve));
    render(<Save action={action} />);

    act(() => screen.getByRole('button', { name: 'Speichern' }).click());
    expect(screen.getByRole('status').textContent).toBe('Wird gespeichert …');

    await act(async () => {
      vi.advanceTimersByTime(300);
      finish('ok');
    });
    expect(screen.queryByRole('status')).not.toBeNull();

    act(() => vi.advanceTimersByTime(700));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
