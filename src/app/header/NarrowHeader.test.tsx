import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NarrowHeader, SignedInAs, type NarrowHeaderProps } from './NarrowHeader';
import { TestProviders } from './testProviders';

function renderNarrow(props: Partial<NarrowHeaderProps> = {}) {
  render(
    <TestProviders>
      <NarrowHeader session="signedOut" onSignOut={() => {}} {...props} />
    </TestProviders>,
  );
  return screen.getByRole('button', { name: 'Menü öffnen' });
}

async function openMenu(menuButton: HTMLElement) {
  await userEvent.click(menuButton);
  return within(await screen.findByRole('dialog', { name: 'Menü' }));
}

describe('NarrowHeader', () => {
  it('shows guests the Registrieren button next to the closed menu button', () => {
    const menuButton = renderNarrow();
    expect(screen.getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe('/registrieren');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
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
    const menu = await openMenu(menuButton);

    expect(menu.getByText('Lena Neumann')).toBeTruthy();
    expect(menu.getByRole('link', { name: 'Spenden' }).getAttribute('href')).toBe('/spenden');
    for (const label of ['Übersicht', 'Pflanzbuch', 'Baumdepot', 'Abo & Spenden', 'Klimahain-Konto']) {
      expect(menu.getByRole('link', { name: label })).toBeTruthy();
    }
    expect(menu.queryByRole('link', { name: 'Anmelden' })).toBeNull();

    await userEvent.click(menu.getByRole('button', { name: 'Abmelden' }));
    expect(handleSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('moves the focus into the menu and back to the menu button when closed with "Menü schließen"', async () => {
    const menuButton = renderNarrow();
    const menu = await openMenu(menuButton);
    expect(screen.getByRole('dialog', { name: 'Menü' }).contains(document.activeElement)).toBe(true);

    await userEvent.click(menu.getByRole('button', { name: 'Menü schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape', async () => {
    const menuButton = renderNarrow();
    await openMenu(menuButton);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes when a link is followed', async () => {
    const menuButton = renderNarrow();
    const menu = await openMenu(menuButton);
    await userEvent.click(menu.getByRole('link', { name: 'Spenden & Projekte' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('path').textContent).toBe('/projekte');
  });
});
