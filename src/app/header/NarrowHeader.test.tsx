import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NarrowHeader, SignedInAs, type NarrowHeaderProps } from './NarrowHeader';
import { TestProviders } from './testProviders';

/*
 * happy-dom has no popovers: here the menu runs on the app's state alone (as in a browser without them). What the
 * browser's popover does — opening before hydration, the focus, Escape, the page not scrolling — is checked in
 * Chromium: NarrowHeader.stories.tsx, tests/e2e/header.narrow.spec.ts and tests/e2e/headerMenuFirstTap.narrow.spec.ts.
 */
function renderNarrow(props: Partial<NarrowHeaderProps> = {}) {
  render(
    <TestProviders>
      <NarrowHeader session="signedOut" onSignOut={() => {}} {...props} />
    </TestProviders>,
  );
  return screen.getByRole('button', { name: 'Menü öffnen' });
}

const menuElement = () => screen.getByRole('dialog', { name: 'Menü', hidden: true });
const isShown = () => menuElement().hasAttribute('data-open');

async function openMenu(menuButton: HTMLElement) {
  await userEvent.click(menuButton);
  expect(isShown()).toBe(true);
  // The menu's content is a part of its own (deferredPart): here its code loads at once.
  await within(menuElement()).findByRole('button', { name: 'Menü schließen' });
  return within(menuElement());
}

describe('NarrowHeader', () => {
  it('shows guests the Registrieren button next to the closed menu button', () => {
    const menuButton = renderNarrow();
    const inBar = screen.getAllByRole('link', { name: 'Registrieren' }).filter((link) => !menuElement().contains(link));
    expect(inBar.map((link) => link.getAttribute('href'))).toEqual(['/registrieren']);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(isShown()).toBe(false);
  });

  it('has the menu in the page as a popover the button opens by itself (before the app has taken over)', async () => {
    const menuButton = renderNarrow();
    const menu = menuElement();
    expect(menu.getAttribute('popover')).toBe('auto');
    expect(menuButton.getAttribute('popovertarget')).toBe(menu.id);
    expect(menuButton.getAttribute('aria-controls')).toBe(menu.id);
    expect(
      (await within(menu).findByRole('button', { name: 'Menü schließen', hidden: true })).getAttribute('popovertarget'),
    ).toBe(menu.id);
  });

  it('has no Registrieren button for signed-in viewers', () => {
    renderNarrow({ session: 'signedIn' });
    expect(screen.queryByRole('link', { name: 'Registrieren' })).toBeNull();
  });

  it('opens a menu for guests with Registrieren, Anmelden, main and meta links', async () => {
    const menuButton = renderNarrow();
    const menu = await openMenu(menuButton);

    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(menu.getByRole('link', { name: 'Registrieren' })).toBeTruthy();
    expect(menu.getByRole('link', { name: 'Spenden' }).getAttribute('href')).toBe('/spenden');
    expect(menu.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/anmelden');
    for (const label of [
      'Startseite',
      'Spenden & Projekte',
      'CO₂-Rechner',
      'Über Klimahain',
      'Häufig gestellte Fragen',
    ]) {
      expect(menu.getByRole('link', { name: label })).toBeTruthy();
    }
    for (const label of ['Kontakt', 'FAQ', 'Impressum', 'Datenschutz', 'AGB']) {
      expect(menu.getByRole('link', { name: label })).toBeTruthy();
    }
    expect(menu.queryByRole('button', { name: 'Abmelden' })).toBeNull();
  });

  it('shows signed-in viewers their name, the five account links and Abmelden', async () => {
    const handleSignOut = vi.fn();
    const menuButton = renderNarrow({
      session: 'signedIn',
      accountName: <SignedInAs fullName="Lena Neumann" />,
      onSignOut: handleSignOut,
    });
    // The name (its data) only while the menu is open.
    expect(screen.queryByText('Lena Neumann')).toBeNull();
    const menu = await openMenu(menuButton);

    expect(menu.getByText('Lena Neumann')).toBeTruthy();
    expect(menu.getByRole('link', { name: 'Spenden' }).getAttribute('href')).toBe('/spenden');
    for (const label of ['Übersicht', 'Pflanzbuch', 'Baumdepot', 'Abo & Spenden', 'Klimahain-Konto']) {
      expect(menu.getByRole('link', { name: label })).toBeTruthy();
    }
    expect(menu.queryByRole('link', { name: 'Anmelden' })).toBeNull();

    await userEvent.click(menu.getByRole('button', { name: 'Abmelden' }));
    expect(handleSignOut).toHaveBeenCalledTimes(1);
    expect(isShown()).toBe(false);
  });

  it('closes with "Menü schließen"', async () => {
    const menuButton = renderNarrow();
    const menu = await openMenu(menuButton);
    await userEvent.click(menu.getByRole('button', { name: 'Menü schließen' }));
    expect(isShown()).toBe(false);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  describe('a tap beside the open menu (what a popover’s light dismiss does, but not on iOS before 18.3)', () => {
    /** The panel as a drawer on the right, 400 px wide; happy-dom lays nothing out. */
    const tap = (down: [number, number], up: [number, number] = down) => {
      vi.spyOn(menuElement(), 'getBoundingClientRect').mockReturnValue(new DOMRect(368, 0, 400, 800));
      const pointer = (type: string, [clientX, clientY]: [number, number]) =>
        document.body.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX, clientY }));
      act(() => {
        pointer('pointerdown', down);
        pointer('pointerup', up);
      });
    };

    it('closes it', async () => {
      const menuButton = renderNarrow();
      await openMenu(menuButton);
      tap([100, 400]);
      expect(isShown()).toBe(false);
      expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    });

    it('leaves it open when the tap is on the menu or only ends beside it', async () => {
      await openMenu(renderNarrow());
      tap([500, 400]);
      tap([500, 400], [100, 400]);
      expect(isShown()).toBe(true);
    });
  });

  it('closes when a link is followed', async () => {
    const menuButton = renderNarrow();
    const menu = await openMenu(menuButton);
    await userEvent.click(menu.getByRole('link', { name: 'Spenden & Projekte' }));
    expect(isShown()).toBe(false);
    expect(screen.getByTestId('path').textContent).toBe('/projekte');
  });
});
