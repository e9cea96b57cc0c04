import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLResponseError, NetworkError } from '../../relay/fetchGraphQL';
import { LoadErrorMessage, OUTAGE_RETRY_MS } from './LoadErrorMessage';

const outage = new GraphQLResponseError(
  [
    {
      message: 'Klimahain ist gerade kurz nicht erreichbar. Bitte versuche es in einem Moment noch einmal.',
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 },
    },
  ],
  { status: 503, retryAfterSeconds: 5 },
);

describe('the load error message during an outage', () => {
  afterEach(() => vi.useRealTimers());

  it('says Klimahain is briefly unreachable, that the donor stays signed in, offers a retry and retries by itself', () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    render(<LoadErrorMessage error={outage} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Klimahain ist gerade kurz nicht erreichbar.' })).toBeTruthy();
    expect(screen.getByText(/Du bleibst angemeldet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(onRetry).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(OUTAGE_RETRY_MS));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the connection advice, and no automatic retry, when the server could not be reached at all', () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    render(<LoadErrorMessage error={new NetworkError('weg')} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Die Seite konnte nicht geladen werden.' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(OUTAGE_RETRY_MS * 3));
    expect(onRetry).not.toHaveBeenCalled();
  });
});
