import { useMemo } from 'react';
import { formatCount, formatDecimal, formatSignedDecimal, formatTonnes } from './number';
import { useBrowserNumberLocale } from './useBrowserNumberLocale';

/**
 * The app's one number formatter (spec §9, issue 33 §7): one decimal by default, truncated, in the browser's locale —
 * „20,6“ in a German browser, „20.6“ in an American one, on every screen alike. German on the server and while a
 * prerendered page hydrates (useBrowserNumberLocale), so the HTML matches. Dates stay de-DE, amounts in euros German.
 * `locale` is for the CO₂ sentences of server/core/domain/co2/claims.ts, which take it as their last argument.
 */
export interface NumberFormat {
  locale: string;
  /** Tonnes without the unit: 11.554 → „11,5“. */
  tonnes: (tonnes: number) => string;
  /** `decimals` places (default one), truncated. */
  decimal: (value: number, decimals?: number) => string;
  /** With a sign for non-zero values: „+2,0“, „−1,8“. */
  signed: (value: number, decimals?: number) => string;
  /** A whole number: „1.234“. */
  count: (value: number) => string;
}

export function numberFormatFor(locale: string): NumberFormat {
  return {
    locale,
    tonnes: (tonnes) => formatTonnes(tonnes, locale),
    decimal: (value, decimals = 1) => formatDecimal(value, decimals, locale),
    signed: (value, decimals = 1) => formatSignedDecimal(value, decimals, locale),
    count: (value) => formatCount(value, locale),
  };
}

/** The formatter for the browser's locale; components take their figures from it. */
export function useNumberFormat(): NumberFormat {
  const locale = useBrowserNumberLocale();
  return useMemo(() => numberFormatFor(locale), [locale]);
}
