import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Guard } from './Guard';

const content = <p>Dein Pflanzbuch</p>;

describe('Guard', () => {
  it('shows a spinner with a status while loading, not the content', () => {
    render(<Guard status="loading">{content}</Guard>);
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    expect(screen.queryByText('Dein Pflanzbuch')).toBeNull();
  });

  it('shows „Ein Fehler ist aufgetreten“ on error', () => {
    render(<Guard status="error">{content}</Guard>);
    expect(screen.getByRole('alert').textContent).toBe('Ein Fehler ist aufgetreten');
    expect(screen.queryByText('Dein Pflanzbuch')).toBeNull();
  });

  it('shows nothing in silent mode while loading or on error', () => {
    const { container, rerender } = render(
      <Guard status="loading" silent>
        {content}
      </Guard>,
    );
    expect(container.textContent).toBe('');
    rerender(
      <Guard status="error" silent>
        {content}
      </Guard>,
    );
    expect(container.textContent).toBe('');
  });

  it('shows the content when ready, silent or not', () => {
    const { rerender } = render(<Guard status="ready">{content}</Guard>);
    expect(screen.getByText('Dein Pflanzbuch')).not.toBeNull();
    rerender(
      <Guard status="ready" silent>
        {content}
      </Guard>,
    );
    expect(screen.getByText('Dein Pflanzbuch')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
