import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_BASE } from '../../content/routes';
import { OutcomePage } from './OutcomePage';

function renderAt(entry: { pathname: string; state?: unknown }) {
  const router = createMemoryRouter(
    [
      {
        path: `${ACCOUNT_BASE}/abo-beendet`,
        element: <OutcomePage internal="/user/cancel-subscription-success" fallback={`${ACCOUNT_BASE}/abo-spenden`} />,
      },
      { path: `${ACCOUNT_BASE}/abo-spenden`, element: <h1>Abo und Spenden</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('OutcomePage', () => {
  it('opened directly, does not claim „Dein Abo ist beendet“ and goes to the Abos instead', async () => {
    const router = renderAt({ pathname: `${ACCOUNT_BASE}/abo-beendet` });
    expect(await screen.findByRole('heading', { name: 'Abo und Spenden' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${ACCOUNT_BASE}/abo-spenden`);
    expect(screen.queryByText(/Dein Abo ist beendet/)).toBeNull();
  });

  it('right after ending the Abo, says so', async () => {
    renderAt({ pathname: `${ACCOUNT_BASE}/abo-beendet`, state: { done: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Abo beendet' })).toBeTruthy();
    expect(screen.getByText(/Dein Abo ist beendet/)).toBeTruthy();
  });
});
