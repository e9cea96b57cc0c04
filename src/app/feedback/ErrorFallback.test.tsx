import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorFallback } from './ErrorFallback';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The GraphQL requests the page sent: operation name and variables. */
function stubGraphQL(respond: () => Promise<Response>) {
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    void init;
    return respond();
  });
  vi.stubGlobal('fetch', fetch);
  return () =>
    fetch.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as { operationName: string; variables: any });
}

describe('ErrorFallback', () => {
  it('says „Etwas ist schief gelaufen“ and shows message and stack under „Details anzeigen“', async () => {
    const user = userEvent.setup();
    const error = new TypeError("Cannot read properties of undefined (reading 'trees')");
    error.stack =
      "TypeError: Cannot read properties of undefined (reading 'trees')\n    at TreeDepot (TreeDepot.tsx:12:7)";
    render(<ErrorFallback error={error} reporter={() => {}} onRetry={() => {}} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Etwas ist schief gelaufen' })).not.toBeNull();
    const details = screen.getByText('Details anzeigen').closest('details')!;
    expect(details.open).toBe(false);

    await user.click(screen.getByText('Details anzeigen'));
    expect(details.open).toBe(true);
    expect(details.textContent).toContain("TypeError: Cannot read properties of undefined (reading 'trees')");
    expect(details.textContent).toContain('at TreeDepot (TreeDepot.tsx:12:7)');
  });

  it('offers „Erneut versuchen“ and a link „Zur Startseite“', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorFallback error={new Error('kaputt')} reporter={() => {}} onRetry={onRetry} />);

    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
  });

  it('reports the error once, also when it renders again', () => {
    const reporter = vi.fn();
    const error = new Error('kaputt');
    const { rerender } = render(<ErrorFallback error={error} reporter={reporter} />);
    rerender(<ErrorFallback error={error} reporter={reporter} isRetrying />);
    rerender(<ErrorFallback error={error} reporter={reporter} />);
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter).toHaveBeenCalledWith(error);
  });

  it('sends reportFrontendError once with message, stack trace, page URL and browser', async () => {
    const sent = stubGraphQL(async () => Response.json({ data: { reportFrontendError: true } }));
    const error = new Error('Baumzähler kaputt');
    const { rerender, unmount } = render(<ErrorFallback error={error} />);
    rerender(<ErrorFallback error={error} />);
    unmount();
    render(<ErrorFallback error={error} />); // the same error shown again (another boundary, a remount)

    await waitFor(() => expect(sent()).toHaveLength(1));
    const [request] = sent();
    expect(request.operationName).toBe('reportFrontendErrorMutation');
    expect(request.variables.frontendError).toEqual({
      message: 'Baumzähler kaputt',
      stacktrace: error.stack,
      url: location.href,
      userAgent: navigator.userAgent,
    });
  });

  it('stays on screen when the report fails, and only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubGraphQL(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<ErrorFallback error={new Error('kaputt')} />);

    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[Fehlerbericht] Der Fehler konnte nicht gemeldet werden.', expect.anything()),
    );
    expect(screen.getByRole('heading', { name: 'Etwas ist schief gelaufen' })).not.toBeNull();
  });

  it('has an h2 and no link home as the fallback of a part of a page', () => {
    render(<ErrorFallback error="kaputt" reporter={() => {}} variant="section" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Etwas ist schief gelaufen' })).not.toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
