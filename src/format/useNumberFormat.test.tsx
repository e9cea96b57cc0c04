import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultBreakdown } from '../features/calculator/ResultBreakdown';
import { ResultSummary } from '../features/calculator/ResultSummary';
import { footprintChangeText } from '../features/calculator/FootprintChange';
import type { CalculatorResult } from '../features/calculator/calculatorResult';
import { numberFormatFor } from './useNumberFormat';

afterEach(() => vi.unstubAllGlobals());

/** The text of the breakdown's row headed `heading`. */
const row = (heading: string) => screen.getByText(heading, { selector: 'th' }).closest('tr')?.textContent;

const result: CalculatorResult = {
  totalTonnes: 20.66,
  trees: 138,
  baseTonnes: 11.2,
  co2tPerTree: 0.15,
  breakdown: [
    { questionId: 'transport-03', title: 'Langstreckenflüge', choiceText: '4', co2Emission: 9.2 },
    { questionId: 'diet-01', title: 'Ernährung', choiceText: 'Vegetarisch', co2Emission: -1 },
    { questionId: 'accommodation-01', title: 'Wohnfläche', choiceText: '100–200 m²', co2Emission: 1.26 },
  ],
  averageTonnes: 11.2,
  differencePercent: 84,
  abos: [],
  sharePath: '/ergebnis/de-v1/1/2/3',
};

describe('one number formatter, in the browser’s locale (spec §9, issue 33 §7)', () => {
  it('formats tonnes, signed figures and counts truncated in the given locale', () => {
    const us = numberFormatFor('en-US');
    expect(us.tonnes(1234.56)).toBe('1,234.5');
    expect(us.signed(-1.86)).toBe('−1.8');
    expect(us.signed(2)).toBe('+2.0');
    expect(us.count(1234.9)).toBe('1,234');
    const de = numberFormatFor('de-DE');
    expect(de.tonnes(1234.56)).toBe('1.234,5');
    expect(de.count(1234)).toBe('1.234');
  });

  it('shows the summary and „So rechnen wir“ alike in an en-US browser', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-US'], language: 'en-US' });
    render(
      <>
        <ResultSummary result={result} />
        <ResultBreakdown result={result} />
      </>,
    );
    expect(screen.getByRole('status').textContent).toContain('20.6 t');
    expect(row('Summe')).toBe('Summe20.6 t');
    expect(row('Grundwert für alle in Deutschland')).toBe('Grundwert für alle in Deutschland11.2 t');
    expect(row('Ernährung: Vegetarisch')).toBe('Ernährung: Vegetarisch−1.0 t');
    expect(document.body.textContent).not.toMatch(/\d,\d/);
  });

  it('shows them in German for a German browser', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-DE'], language: 'de-DE' });
    render(<ResultBreakdown result={result} />);
    expect(row('Summe')).toBe('Summe20,6 t');
  });

  it('writes the footprint change in that locale, dates stay German', () => {
    const previous = { co2EmissionTotal: 12, createdAt: '2026-03-02T10:00:00Z' };
    expect(footprintChangeText(10.75, previous, 'en-US')).toBe('Du hast 1.2 t weniger verursacht als am 2. März 2026.');
    expect(footprintChangeText(10.75, previous)).toBe('Du hast 1,2 t weniger verursacht als am 2. März 2026.');
    expect(footprintChangeText(12.04, previous, 'en-US')).toBe('Dein Fußabdruck ist so groß wie am 2. März 2026.');
  });
});
