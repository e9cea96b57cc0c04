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
      { path: `${ACCOUNT_BASE}/abo-spenden`, element: <h1>Abo & Spenden</h1> },
      {
        path: `${ACCOUNT_BASE}/konto-geschlossen`,
        element: <OutcomePage internal="/user/cancel-account-success" fallback={`${ACCOUNT_BASE}/profil`} />,
      },
      { path: `${ACCOUNT_BASE}/profil`, element: <h1>Klimahain-Konto</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('OutcomePage', () => {
  it('opened directly, does not claim „Dein Abo ist beendet“ and goes to the Abos instead', async () => {
    const router = renderAt({ pathname: `${ACCOUNT_BASE}/abo-beendet` });
    expect(await screen.findByRole('heading', { name: 'Abo & Spenden' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${ACCOUNT_BASE}/abo-spenden`);
    expect(screen.queryByText(/Dein Abo ist beendet/)).toBeNull();
  });

  it('right after ending the Abo, says so', async () => {
    renderAt({ pathname: `${ACCOUNT_BASE}/abo-beendet`, state: { done: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Abo beendet' })).toBeTruthy();
    expect(screen.getByText(/Dein Abo ist beendet/)).toBeTruthy();
  });

  it('right after closing the account, says so in German and leads to the start page', async () => {
    renderAt({ pathname: `${ACCOUNT_BASE}/konto-geschlossen`, state: { done: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Konto geschlossen' })).toBeTruthy();
    expect(screen.getByText(/Wir haben deine persönlichen Daten gelöscht/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
  });

  it('after deleting the account with its data, also says what the tax law keeps; closing alone does not', async () => {
    renderAt({ pathname: `${ACCOUNT_BASE}/konto-geschlossen`, state: { done: true, dropped: true } });
    expect(await screen.findByText(/Auch dein Konto selbst ist gelöscht/)).toBeTruthy();
    expect(screen.getByText(/ohne Namen, E-Mail-Adresse und Anschrift\s+10 Jahre auf/)).toBeTruthy();
  });

  it('after closing only, says nothing about a deleted account', async () => {
    renderAt({ pathname: `${ACCOUNT_BASE}/konto-geschlossen`, state: { done: true } });
    expect(await screen.findByText(/Wir haben deine persönlichen Daten gelöscht/)).toBeTruthy();
    expect(screen.queryByText(/Auch dein Konto selbst ist gelöscht/)).toBeNull();
  });

  it('Konto geschlossen opened directly goes to the profile', async () => {
    const router = renderAt({ pathname: `${ACCOUNT_BASE}/konto-geschlossen` });
    expect(await screen.findByRole('heading', { name: 'Klimahain-Konto' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${ACCOUNT_BASE}/profil`);
    expect(screen.queryByText(/Dein Konto ist geschlossen/)).toBeNull();
  });
});
