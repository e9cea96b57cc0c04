import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FootprintBoxView } from './FootprintBox';
import { HeaderSecondary, type HeaderSecondaryProps } from './HeaderSecondary';
import { TestProviders } from './testProviders';

function renderSecondary(props: HeaderSecondaryProps) {
  return render(
    <TestProviders>
      <HeaderSecondary {...props} />
    </TestProviders>,
  );
}

describe('HeaderSecondary', () => {
  it('shows nothing while loading', () => {
    renderSecondary({ status: 'loading' });
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('invites guests to join, register and sign in', () => {
    renderSecondary({ status: 'guest' });
    // "Mach mit!" is part of the Registrieren link, not text that only looks like one (issue 16).
    expect(screen.getByRole('link', { name: 'Mach mit! Registrieren' }).getAttribute('href')).toBe('/registrieren');
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/anmelden');
    expect(screen.queryByRole('button', { name: 'Mein Klimahain' })).toBeNull();
  });

  it('prompts signed-in viewers without a footprint to calculate it', async () => {
    renderSecondary({ status: 'no_footprint', user: null });
    expect((await screen.findByRole('link', { name: 'CO₂-Fußabdruck berechnen' })).getAttribute('href')).toBe(
      '/co2-rechner',
    );
    expect(screen.getByRole('button', { name: 'Mein Klimahain' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Anmelden' })).toBeNull();
  });

  it('shows the footprint box and the account menu to signed-in viewers with a footprint', async () => {
    renderSecondary({
      status: 'footprint',
      user: null,
      footprint: <FootprintBoxView label="Meine CO₂-Bilanz" tonnesPerYear={11.554} />,
    });
    expect(await screen.findByText('Meine CO₂-Bilanz')).toBeTruthy();
    expect(screen.getByText('11,5')).toBeTruthy();
    expect(screen.getByText('CO₂ / Jahr')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'CO₂-Fußabdruck berechnen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mein Klimahain' })).toBeTruthy();
  });

  it('opens the account menu with the five account pages and Abmelden', async () => {
    const user = userEvent.setup();
    const handleSignOut = vi.fn();
    renderSecondary({ status: 'no_footprint', user: null, onSignOut: handleSignOut });

    await user.click(await screen.findByRole('button', { name: 'Mein Klimahain' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Übersicht',
      'Pflanzbuch',
      'Baumdepot',
      'Abo & Spenden',
      'Klimahain-Konto',
      'Abmelden',
    ]);
    expect(items[0].getAttribute('href')).toBe('/mein-klimahain/uebersicht');

    await user.click(screen.getByRole('menuitem', { name: 'Abmelden' }));
    expect(handleSignOut).toHaveBeenCalledTimes(1);
  });

  it('navigates client-side from an account menu item', async () => {
    const user = userEvent.setup();
    renderSecondary({ status: 'no_footprint', user: null });

    await user.click(await screen.findByRole('button', { name: 'Mein Klimahain' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pflanzbuch' }));
    expect(screen.getByTestId('path').textContent).toBe('/mein-klimahain/pflanzbuch');
  });
});
