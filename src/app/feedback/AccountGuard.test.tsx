import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../auth/session';
import { AccountGuard } from './AccountGuard';

function SignInProbe() {
  const location = useLocation();
  return <p>Anmelden, zurück zu {(location.state as { from?: { pathname: string } } | null)?.from?.pathname}</p>;
}

function renderGuarded(path: string | { pathname: string; state?: unknown } = '/mein-klimahain/pflanzbuch') {
  const router = createMemoryRouter(
    [
      {
        element: <AccountGuard />,
        children: [
          { path: '/mein-klimahain/pflanzbuch', element: <h1>Pflanzbuch</h1> },
          { path: '/mein-klimahain/konto-geschlossen', element: <h1>Konto geschlossen</h1> },
        ],
      },
      { path: '/anmelden', element: <SignInProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => session.set({ status: 'signedOut' }));

describe('AccountGuard (spec §6)', () => {
  it('shows a spinner while the session is checked', () => {
    session.set({ status: 'loading' });
    renderGuarded();
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
  });

  it('sends guests to /anmelden and remembers where they wanted to go', async () => {
    await session.install({ restore: async () => ({ status: 'signedOut' }), signOut: async () => {} });
    renderGuarded();
    expect((await screen.findByText(/Anmelden, zurück zu/)).textContent).toBe(
      'Anmelden, zurück zu /mein-klimahain/pflanzbuch',
    );
  });

  it('shows the page to the signed-in user and no detour to /anmelden after signing out there', async () => {
    await session.install({
      restore: async () => ({ status: 'signedIn', accessToken: 't', userId: 'u' }),
      signOut: async () => {},
    });
    const router = renderGuarded();
    expect(screen.getByRole('heading', { name: 'Pflanzbuch' })).toBeTruthy();
    await act(() => session.signOut());
    expect(router.state.location.pathname).toBe('/mein-klimahain/pflanzbuch');
    expect(screen.queryByRole('heading', { name: 'Pflanzbuch' })).toBeNull();
  });

  it('lets the signed-out user see Konto geschlossen right after closing the account, but not opened directly', async () => {
    await session.install({ restore: async () => ({ status: 'signedOut' }), signOut: async () => {} });
    renderGuarded({ pathname: '/mein-klimahain/konto-geschlossen', state: { done: true } });
    expect(screen.getByRole('heading', { name: 'Konto geschlossen' })).toBeTruthy();
  });

  it('sends a guest who opens Konto geschlossen directly to /anmelden', async () => {
    await session.install({ restore: async () => ({ status: 'signedOut' }), signOut: async () => {} });
    const router = renderGuarded('/mein-klimahain/konto-geschlossen');
    expect(await screen.findByText(/Anmelden, zurück zu/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/anmelden');
    expect(screen.queryByRole('heading', { name: 'Konto geschlossen' })).toBeNull();
  });

  it('says „Ein Fehler ist aufgetreten“ when the session could not be checked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await session.install({ restore: async () => Promise.reject(new Error('chunk')), signOut: async () => {} });
    renderGuarded();
    expect(screen.getByRole('alert').textContent).toBe('Ein Fehler ist aufgetreten');
    warn.mockRestore();
  });
});
