import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadQuery } from 'react-relay/hooks';
import type { FetchFunction, GraphQLResponse } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AppShellQueryNode, { type AppShellQuery } from '../../__generated__/AppShellQuery.graphql';
import { session, type SessionState } from '../../auth/session';
import { toastQueue } from '../feedback/toastQueue';
import { Header } from './Header';
import { createTestEnvironment, TestProviders } from './testProviders';

const signedIn: SessionState = { status: 'signedIn', accessToken: 'test-token', userId: 'user-test' };
const signOut = vi.fn(async () => {});

async function startSession(state: SessionState) {
  await session.install({ restore: async () => state, signOut });
}

function renderHeader(fetchFn: FetchFunction, path = '/') {
  const environment = createTestEnvironment(fetchFn);
  const queryRef = loadQuery<AppShellQuery>(environment, AppShellQueryNode, {
    signedIn: session.get().status === 'signedIn',
  });
  render(
    <TestProviders environment={environment} path={path}>
      <Header queryRef={queryRef} />
    </TestProviders>,
  );
}

const answer =
  (response: GraphQLResponse): FetchFunction =>
  async () =>
    response;

const lena = { id: 'user-lena', firstName: 'Lena', lastName: 'Neumann' };
const footprint = { id: 'calc-1', state: { co2EmissionTotal: 11.554 } };
const abo100 = { id: 'donation-1', donationType: 'percent_100', treeUnitsRequested: 7 };

beforeEach(() => {
  signOut.mockClear();
  toastQueue.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The narrow menu is in the page while closed (a popover the browser hides; happy-dom has none): not counted. */
const outsideMenu = (elements: HTMLElement[]) => elements.filter((element) => !element.closest('[popover]'));

describe('Header', () => {
  it('shows logo, main navigation and menu button but no status while the data is loading', async () => {
    await startSession(signedIn);
    renderHeader(() => new Promise(() => {}));

    expect(outsideMenu(screen.getAllByRole('link', { name: 'Klimahain' }))).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mein Klimahain' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'CO₂-Fußabdruck berechnen' })).toBeNull();
  });

  it('shows no status while the session is being checked', async () => {
    session.set({ status: 'loading' });
    renderHeader(answer({ data: {} }));

    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
    expect(screen.queryByText('Mach mit!')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Anmelden' })).toBeNull();
    expect(screen.queryAllByRole('link', { name: /Registrieren/ })).toEqual([]);
  });

  it('invites guests to register and to sign in', async () => {
    await startSession({ status: 'signedOut' });
    renderHeader(answer({ data: {} }));

    expect(await screen.findByText('Mach mit!')).toBeTruthy();
    const signIn = outsideMenu(screen.getAllByRole('link', { name: 'Anmelden' }));
    expect(signIn.map((link) => link.getAttribute('href'))).toEqual(['/anmelden']);
    // The wide header's and the narrow header's Registrieren; CSS shows one of them.
    expect(outsideMenu(screen.getAllByRole('link', { name: /Registrieren$/ }))).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Mein Klimahain' })).toBeNull();
  });

  it('prompts a signed-in viewer without a saved result (NOT_FOUND) to calculate the footprint', async () => {
    await startSession(signedIn);
    renderHeader(
      answer({
        data: { user: lena, calculator: null, getDonations: [] },
        errors: [{ message: 'Kein gespeicherter Rechner', path: ['calculator'], extensions: { code: 'NOT_FOUND' } }],
      } as unknown as GraphQLResponse),
    );

    expect(await screen.findByRole('link', { name: 'CO₂-Fußabdruck berechnen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mein Klimahain' })).toBeTruthy();
    expect(screen.queryByText('Mach mit!')).toBeNull();
    expect(screen.queryAllByRole('link', { name: /Registrieren/ })).toEqual([]);
  });

  it('shows the saved footprint, truncated to one decimal', async () => {
    await startSession(signedIn);
    renderHeader(answer({ data: { user: lena, calculator: footprint, getDonations: [] } }));

    expect(await screen.findByText('Meine CO₂-Bilanz')).toBeTruthy();
    expect(screen.getByText('11,5')).toBeTruthy();
    expect(screen.getByText('CO₂ / Jahr')).toBeTruthy();
  });

  it('shows what an active 100 % Abo binds per year instead of the footprint', async () => {
    await startSession(signedIn);
    renderHeader(answer({ data: { user: lena, calculator: footprint, getDonations: [abo100] } }));

    expect(await screen.findByText('Dein 100 % Abo bindet')).toBeTruthy();
    expect(screen.getByText('12,6')).toBeTruthy();
  });

  it('keeps working when the header data cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await startSession({ status: 'signedOut' });
    renderHeader(async () => {
      throw new Error('HTTP 500');
    });

    expect(await screen.findByText('Mach mit!')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
  });

  it('still offers the account menu to a signed-in viewer when the data cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await startSession(signedIn);
    renderHeader(async () => {
      throw new Error('HTTP 500');
    });

    expect(await screen.findByRole('button', { name: 'Mein Klimahain' })).toBeTruthy();
  });

  it('shows the full name in the narrow menu', async () => {
    await startSession(signedIn);
    renderHeader(answer({ data: { user: lena, calculator: null, getDonations: [] } }));
    await screen.findByRole('button', { name: 'Mein Klimahain' });

    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menü' }));
    expect(menu.getByText('Lena Neumann')).toBeTruthy();
  });

  it('signs out from the account menu: toast and back to the start page', async () => {
    const user = userEvent.setup();
    await startSession(signedIn);
    renderHeader(
      answer({ data: { user: lena, calculator: footprint, getDonations: [] } }),
      '/mein-klimahain/uebersicht',
    );

    await user.click(await screen.findByRole('button', { name: 'Mein Klimahain' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(session.get().status).toBe('signedOut');
    expect(toastQueue.visibleToasts.map((t) => t.content)).toEqual([
      { title: 'Du wurdest erfolgreich abgemeldet.', tone: 'success' },
    ]);
    // Signed out: the guest prompt replaces the footprint right away.
    expect(await screen.findByText('Mach mit!')).toBeTruthy();
    expect(screen.queryByText('Meine CO₂-Bilanz')).toBeNull();
  });

  it('signs out from the narrow menu', async () => {
    await startSession(signedIn);
    renderHeader(answer({ data: { user: lena, calculator: null, getDonations: [] } }), '/mein-klimahain/profil');

    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menü' }));
    await userEvent.click(menu.getByRole('button', { name: 'Abmelden' }));

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(toastQueue.visibleToasts[0]?.content.title).toBe('Du wurdest erfolgreich abgemeldet.');
  });
});
