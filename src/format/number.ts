/**
 * Number display (spec §9): one decimal by default, truncated (never rounded up), German format unless a locale is
 * given. Components take the browser's locale through useNumberFormat() (src/format/useNumberFormat.ts), the one
 * formatter of the app's figures; the plain functions stay for code outside React. "11,5" for 11.554.
 * Negative numbers get the typographic minus sign (docs/architecture.md §4): "−1,8", not the hyphen Intl writes.
 */

import { truncateDecimals } from '../../server/core/domain/numbers';

const withMinusSign = (text: string): string => text.replace('-', '\u2212');

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(decimals: number, locale = 'de-DE'): Intl.NumberFormat {
  const key = `${locale}/${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(key, formatter);
  }
  return formatter;
}

export { truncateDecimals };

/** A number with `decimals` places (default one), truncated, in German format: 1234.56 → "1.234,5". */
export function formatDecimal(value: number, decimals = 1, locale?: string): string {
  return withMinusSign(formatterFor(decimals, locale).format(truncateDecimals(value, decimals)));
}

/** Tonnes of CO2 as the header and calculator show them, without the unit: 11.554 → "11,5" ("11.5" in en-US). */
export function formatTonnes(tonnes: number, locale?: string): string {
  return formatDecimal(tonnes, 1, locale);
}

/** A whole number, German format unless a locale is given: 1234 → "1.234" ("1,234" in en-US). */
export function formatCount(value: number, locale?: string): string {
  return formatterFor(0, locale).format(Math.trunc(value));
}

const wholeEuros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** An amount in euros, German format: 30 → "30 €", 7.5 → "7,50 €". */
export function formatEuro(amount: number): string {
  return (Number.isInteger(amount) ? wholeEuros : euros).format(amount);
}

const signedFormatters = new Map<string, Intl.NumberFormat>();

/** Like formatDecimal, with a sign for non-zero values: 2 → "+2,0", −1.8 → "−1,8", 0 → "0,0". */
export function formatSignedDecimal(value: number, decimals = 1, locale = 'de-DE'): string {
  const key = `${locale}/${decimals}`;
  let formatter = signedFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'exceptZero',
    });
    signedFormatters.set(key, formatter);
  }
  return withMinusSign(formatter.format(truncateDecimals(value, decimals)));
}

/**
 * Splits the shown total (`decimals` places, truncated like every figure) over the exact parts, so the rounded parts
 * add up to exactly the shown total: each part is rounded down, the missing steps go to the parts that lost the most
 * (largest remainder). Returns the parts as numbers with `decimals` places, in input order.
 */
export function sharesAddingUpTo(parts: readonly number[], total: number, decimals = 1): number[] {
  const factor = 10 ** decimals;
  const scaled = parts.map((part) => Number((part * factor).toPrecision(12)));
  const floors = scaled.map(Math.floor);
  let missing = Math.round(truncateDecimals(total, decimals) * factor) - floors.reduce((sum, n) => sum + n, 0);
  const byRemainder = scaled
    .map((value, index) => ({ index, remainder: value - floors[index] }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index] += 1;
    missing -= 1;
  }
  return floors.map((n) => n / factor);
}
