import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorViewLoader } from './ErrorViewLoader';

beforeEach(() => {
  // React and the loader log the view that could not be loaded.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.app;
});

/** An error view whose code arrives when the test says so, or never (`fail`: the chunk cannot be fetched). */
function lazyView() {
  let arrive: (view: { default: ComponentType }) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const View = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return {
    View,
    arrive: () => arrive({ default: () => <h1>Etwas ist schief gelaufen</h1> }),
    fail: () => fail(new TypeError('Failed to fetch dynamically imported module: /assets/RouteErrorPage-x.js')),
  };
}

describe('ErrorViewLoader', () => {
  it('shows a short notice without a heading while the error view loads, then the view', async () => {
    const { View, arrive } = lazyView();
    render(
      <ErrorViewLoader>
        <View />
      </ErrorViewLoader>,
    );
    expect(screen.getByText('Die Seite kann gerade nicht angezeigt werden.')).not.toBeNull();
    // RouteFocus focuses the page's first h1: it has to wait for the view's own.
    expect(screen.queryByRole('heading')).toBeNull();

    await act(async () => arrive());
    expect(screen.getByRole('heading', { level: 1, name: 'Etwas ist schief gelaufen' })).not.toBeNull();
    expect(screen.queryByText('Die Seite kann gerade nicht angezeigt werden.')).toBeNull();
  });

  it('keeps the notice and says so when the view itself breaks', async () => {
    const onFailed = vi.fn();
    function Broken(): never {
      throw new Error('Fehlerseite kaputt');
    }
    render(
      <ErrorViewLoader onFailed={onFailed}>
        <Broken />
      </ErrorViewLoader>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Die Seite kann gerade nicht angezeigt werden.' }),
    ).not.toBeNull();
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('keeps the notice as the page when the view’s code cannot be loaded: reload and a link home', async () => {
    const user = userEvent.setup();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const onFailed = vi.fn();
    const { View, fail } = lazyView();
    render(
      <ErrorViewLoader onFailed={onFailed}>
        <View />
      </ErrorViewLoader>,
    );

    await act(async () => fail());
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Die Seite kann gerade nicht angezeigt werden.' }),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Seite neu laden' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.app).toBeUndefined();
  });

  it('stands in for the whole page in the shell’s tier and marks the app ready when it stays', async () => {
    const { View, fail } = lazyView();
    render(
      <ErrorViewLoader isShell>
        <View />
      </ErrorViewLoader>,
    );
    expect(document.documentElement.dataset.app).toBeUndefined();

    await act(async () => fail());
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(
      'Die Seite kann gerade nicht angezeigt werden.',
    );
    expect(document.documentElement.dataset.app).toBe('ready');
  });
});
