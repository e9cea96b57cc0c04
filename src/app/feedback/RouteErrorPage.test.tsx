import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLResponseError, NetworkError } from '../../relay/fetchGraphQL';
import { LazyRouteErrorPage as RouteErrorPage, LazyShellErrorPage as ShellErrorPage } from './lazyErrorPages';

beforeEach(() => {
  // The generic fallback reports to the backend; answer that request.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { reportFrontendError: true } })),
  );
  // react-router logs errors caught during render.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Layout() {
  return (
    <>
      <header>
        <Link to="/">Startseite</Link> <Link to="/projekte">Projekte</Link>
      </header>
      <main>
        <Outlet />
      </main>
      <footer>Impressum</footer>
    </>
  );
}

/**
 * The app's two tiers: shell (root errorElement) with the page routes below a layout route with RouteErrorPage; as in
 * the router, each page's code is loaded when the error is shown.
 */
function renderApp(pages: RouteObject[], path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        errorElement: <ShellErrorPage />,
        children: [{ errorElement: <RouteErrorPage />, children: pages }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteErrorPage', () => {
  it('shows „Die Seite konnte nicht geladen werden.“ for a NetworkError, keeps header and footer, and retries', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const loader = () => {
      attempts += 1;
      if (attempts === 1) throw new NetworkError('Der Server ist gerade nicht erreichbar.');
      return { trees: 12 };
    };
    renderApp([{ path: '/', loader, element: <h1>Startseite geladen</h1> }]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Die Seite konnte nicht geladen werden.' }),
    ).not.toBeNull();
    expect(screen.getByRole('banner').textContent).toContain('Projekte');
    expect(screen.getByRole('contentinfo').textContent).toBe('Impressum');
    expect(screen.queryByText('Etwas ist schief gelaufen')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Startseite geladen' })).not.toBeNull();
    expect(attempts).toBe(2);
  });

  it('treats a GraphQL answer without data like a load failure and does not report it', async () => {
    renderApp([
      {
        path: '/',
        loader: () => {
          throw new GraphQLResponseError([{ message: 'Unexpected error.' }]);
        },
        element: null,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Die Seite konnte nicht geladen werden.' })).not.toBeNull();
    expect(screen.getByText(/Unser Server hat mit einem Fehler geantwortet/)).not.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('retries a page whose component threw a NetworkError while rendering', async () => {
    const user = userEvent.setup();
    let fail = true;
    function Page() {
      if (fail) throw new NetworkError('Der Server hat nicht verständlich geantwortet.');
      return <h1>Projekte</h1>;
    }
    renderApp([{ path: '/projekte', element: <Page /> }], '/projekte');

    expect(await screen.findByRole('heading', { name: 'Die Seite konnte nicht geladen werden.' })).not.toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projekte' })).not.toBeNull();
  });

  it('shows the error fallback for other errors, reports it once, and clears when the path changes', async () => {
    const user = userEvent.setup();
    function Broken(): never {
      throw new Error('Baumzähler kaputt');
    }
    renderApp([
      { path: '/', element: <Broken /> },
      { path: '/projekte', element: <h1>Unsere Projekte</h1> },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Etwas ist schief gelaufen' })).not.toBeNull();
    await user.click(screen.getByText('Details anzeigen'));
    expect(screen.getByText('Error: Baumzähler kaputt')).not.toBeNull();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('link', { name: 'Projekte' }));
    expect(await screen.findByRole('heading', { name: 'Unsere Projekte' })).not.toBeNull();
    expect(screen.queryByText('Etwas ist schief gelaufen')).toBeNull();
  });
});

describe('ShellErrorPage', () => {
  it('replaces the whole layout with its own header, a logo link home and the fallback', async () => {
    function BrokenLayout(): never {
      throw new Error('Kopfzeile kaputt');
    }
    const router = createMemoryRouter([
      { element: <BrokenLayout />, errorElement: <ShellErrorPage />, children: [{ path: '/', element: null }] },
    ]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Etwas ist schief gelaufen' })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Klimahain – zur Startseite' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).not.toBeNull();
  });
});
