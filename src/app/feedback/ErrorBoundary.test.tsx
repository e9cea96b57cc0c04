import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../relay/fetchGraphQL';
import { ErrorBoundary } from './ErrorBoundary';

let broken = true;
function TreeCount(): React.ReactElement {
  if (broken) throw new Error('Bäume nicht zählbar');
  return <p>12 Bäume</p>;
}

beforeEach(() => {
  broken = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { reportFrontendError: true } })),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows the section fallback in place of the broken part, the rest stays', async () => {
    const user = userEvent.setup();
    render(
      <>
        <h1>Baumdepot</h1>
        <ErrorBoundary>
          <TreeCount />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Baumdepot' })).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Etwas ist schief gelaufen' })).not.toBeNull();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(screen.getByText('12 Bäume')).not.toBeNull();
  });

  it('clears the error when a reset key changes (e.g. the path)', () => {
    const { rerender } = render(
      <ErrorBoundary resetKeys={['/baumdepot']}>
        <TreeCount />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Etwas ist schief gelaufen')).not.toBeNull();

    broken = false;
    rerender(
      <ErrorBoundary resetKeys={['/baumdepot']}>
        <TreeCount />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Etwas ist schief gelaufen')).not.toBeNull();

    rerender(
      <ErrorBoundary resetKeys={['/pflanzbuch']}>
        <TreeCount />
      </ErrorBoundary>,
    );
    expect(screen.getByText('12 Bäume')).not.toBeNull();
  });

  it('shows the load message for a NetworkError and takes a custom fallback', () => {
    function Offline(): never {
      throw new NetworkError('Der Server ist gerade nicht erreichbar.');
    }
    const { unmount } = render(
      <ErrorBoundary>
        <Offline />
      </ErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Dieser Inhalt konnte nicht geladen werden.' }),
    ).not.toBeNull();
    unmount();

    render(
      <ErrorBoundary fallback={({ error }) => <p>Eigener Hinweis: {(error as Error).message}</p>}>
        <TreeCount />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Eigener Hinweis: Bäume nicht zählbar')).not.toBeNull();
  });
});
