import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FootprintBoxView } from '../app/header/FootprintBox';
import { formatTonnes } from './number';
import { browserNumberLocale } from './useBrowserNumberLocale';

afterEach(() => vi.unstubAllGlobals());

describe('figures in the browser’s locale (spec §9)', () => {
  it('takes the first language Intl knows, German when there is none', () => {
    expect(browserNumberLocale(['en-US', 'de-DE'])).toBe('en-US');
    expect(browserNumberLocale(['not a tag!', 'de-CH'])).toBe('de-CH');
    expect(browserNumberLocale([])).toBe('de-DE');
  });

  it('formats tonnes truncated to one decimal in that locale, German by default', () => {
    expect(formatTonnes(1234.56)).toBe('1.234,5');
    expect(formatTonnes(1234.56, 'en-US')).toBe('1,234.5');
    expect(formatTonnes(-1.86, 'en-US')).toBe('−1.8');
  });

  it('shows the header’s figure as an English-language browser writes numbers', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-GB'], language: 'en-GB' });
    render(<FootprintBoxView label="Meine CO₂-Bilanz" tonnesPerYear={11.554} />);
    expect(screen.getByText('11.5')).not.toBeNull();
  });

  it('shows it in German for a German browser', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-AT'], language: 'de-AT' });
    render(<FootprintBoxView label="Meine CO₂-Bilanz" tonnesPerYear={11.554} />);
    expect(screen.getByText('11,5')).not.toBeNull();
  });
});
