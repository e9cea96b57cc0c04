import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from './testProviders';
import { WideHeader } from './WideHeader';

function renderAt(path: string) {
  render(
    <TestProviders path={path}>
      <WideHeader />
    </TestProviders>,
  );
  return within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
}

describe('WideHeader', () => {
  it('links the logo to the start page', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Klimahain' }).getAttribute('href')).toBe('/');
  });

  it('has the three main links and none is active on the start page', () => {
    const nav = renderAt('/');
    const links = nav.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Projekte', 'CO₂-Rechner', 'Über uns']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/projekte', '/co2-rechner', '/ueber-uns']);
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page')).toEqual([]);
  });

  it('marks the link of the current page', () => {
    const nav = renderAt('/co2-rechner');
    expect(nav.getByRole('link', { name: 'CO₂-Rechner' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Projekte' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks a link also on the pages below it', () => {
    const nav = renderAt('/projekte/uganda');
    expect(nav.getByRole('link', { name: 'Projekte' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Über uns' }).getAttribute('aria-current')).toBeNull();
  });
});
