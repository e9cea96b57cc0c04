import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredPart } from './deferredPart';

afterEach(() => vi.restoreAllMocks());

describe('a deferred part drawn anew (dev mode, navigation: nothing waits for the reader)', () => {
  it('shows its fallback, then its code, without React’s warning about use()', async () => {
    const errors = vi.spyOn(console, 'error');
    const part = deferredPart(
      'Testteil',
      () => Promise.resolve(({ text }: { text: string }) => <p>{text}</p>),
      <p>Lädt …</p>,
    );
    render(<part.Component text="Geladen" />);
    expect(await screen.findByText('Geladen')).toBeTruthy();
    // „… called use() to suspend in a previous render but did not call use() when it finished“
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/use\(\)/);
  });

  it('renders at once, without suspending, once its code is there', async () => {
    const part = deferredPart('Testteil', () => Promise.resolve(() => <p>Schon da</p>), <p>Lädt …</p>);
    await part.load();
    render(<part.Component />);
    expect(screen.getByText('Schon da')).toBeTruthy();
  });

  it('tries again after its code failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const part = deferredPart('Testteil', async () => {
      if (++calls === 1) throw new Error('Netz weg');
      return () => <p>Beim zweiten Mal</p>;
    });
    await expect(part.load()).rejects.toThrow('Netz weg');
    render(<part.Component />);
    expect(await screen.findByText('Beim zweiten Mal')).toBeTruthy();
  });
});
