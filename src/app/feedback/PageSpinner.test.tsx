import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PageSpinner } from './PageSpinner';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

it('waits a moment before „Seite wird geladen …“ appears, so quick page changes do not flicker', () => {
  render(<PageSpinner />);
  const status = screen.getByRole('status');
  expect(status.textContent).toBe('');

  act(() => vi.advanceTimersByTime(200));
  expect(status.textContent).toBe('Seite wird geladen …');
});

it('shows at once without a delay', () => {
  render(<PageSpinner delayMs={0} message="Projekte werden geladen …" />);
  expect(screen.getByRole('status').textContent).toBe('Projekte werden geladen …');
});
