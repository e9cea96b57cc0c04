import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { ConsentManager } from './ConsentManager';
import type { ConsentManager as Manager } from './createConsentManager';

function fakeManager(): Manager {
  return {
    start: vi.fn(async () => true),
    openSettings: vi.fn(async () => true),
    hideBanner: vi.fn(),
    watchFocus: vi.fn(() => () => {}),
    pageView: vi.fn(),
    getState: () => 'ready',
    subscribe: () => () => {},
  };
}

function renderAt(path: string, manager: Manager, reload: () => void) {
  const page = (name: string) => (
    <>
      <h1>{name}</h1>
      <Link to="/">Startseite</Link> <Link to="/agb">AGB</Link> <Link to="/impressum">Impressum</Link>
    </>
  );
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ConsentManager manager={manager} reload={reload} />
          </>
        ),
        children: [
          { path: '/', element: page('Start') },
          { path: '/impressum', element: page('Impressum') },
          { path: '/agb', element: page('AGB') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  document.cookie = 'cc_cookie=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

it('leaving the Impressum without a consent choice reloads the page (spec §2)', async () => {
  const reload = vi.fn();
  const router = renderAt('/impressum', fakeManager(), reload);
  await act(() => router.navigate('/agb'));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('after a choice the Impressum is left like any page, without a reload', async () => {
  document.cookie = 'cc_cookie=%7B%7D; path=/';
  const reload = vi.fn();
  const manager = fakeManager();
  const router = renderAt('/impressum', manager, reload);
  await act(() => router.navigate('/agb'));
  expect(await screen.findByRole('heading', { name: 'AGB' })).toBeTruthy();
  expect(reload).not.toHaveBeenCalled();
  expect(manager.pageView).toHaveBeenCalledTimes(1);
});

it('other pages never reload; entering the Impressum hides the banner', async () => {
  const reload = vi.fn();
  const manager = fakeManager();
  const router = renderAt('/', manager, reload);
  await act(() => router.navigate('/agb'));
  await act(() => router.navigate('/impressum'));
  expect(reload).not.toHaveBeenCalled();
  expect(manager.hideBanner).toHaveBeenCalledTimes(1);
});

it('starts the consent manager without the banner on the Impressum', async () => {
  const manager = fakeManager();
  renderAt('/impressum', manager, vi.fn());
  await vi.waitFor(() => expect(manager.start).toHaveBeenCalledWith({ showBanner: false }));
});
