import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteFocus } from './RouteFocus';

function Layout() {
  return (
    <>
      <header>
        <Link to="/projekte">Projekte</Link> <Link to="/spaeter">Später</Link>
      </header>
      <main id="inhalt">
        <Suspense fallback={<p>Lädt …</p>}>
          <Outlet />
        </Suspense>
      </main>
      <footer>
        <a href="/impressum">Impressum</a>
      </footer>
      <RouteFocus mainId="inhalt" />
    </>
  );
}

let releaseLater: () => void = () => {};
const laterCode = new Promise<{ default: () => React.JSX.Element }>((resolve) => {
  releaseLater = () =>
    resolve({
      default: () => (
        <>
          <title>Später | Klimahain</title>
          <h1>Später geladen</h1>
        </>
      ),
    });
});
const Later = lazy(() => laterCode);

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          {
            path: '/',
            element: (
              <>
                <title>Start | Klimahain</title>
                <h1>Startseite</h1>
              </>
            ),
          },
          {
            path: '/projekte',
            element: (
              <>
                <title>Spenden &amp; Projekte | Klimahain</title>
                <h1>Unsere Projekte</h1>
              </>
            ),
          },
          { path: '/spaeter', element: <Later /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteFocus', () => {
  it('leaves focus alone on the first page', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Startseite' });
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId('route-announcer').textContent).toBe('');
  });

  it('moves focus to the new page’s heading and announces its title after a link', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Projekte' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Unsere Projekte' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    await waitFor(() =>
      expect(screen.getByTestId('route-announcer').textContent).toBe('Spenden & Projekte | Klimahain'),
    );
  });

  it('waits for a heading that arrives after the page’s code has loaded', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Später' }));
    releaseLater();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Später geladen' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await waitFor(() => expect(screen.getByTestId('route-announcer').textContent).toBe('Später | Klimahain'));
  });
});
