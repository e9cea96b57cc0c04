import { numberFormatFor, type NumberFormat } from '../../format/useNumberFormat';
import { DEFAULT_NUMBER_LOCALE } from '../../format/useBrowserNumberLocale';

const GERMAN = numberFormatFor(DEFAULT_NUMBER_LOCALE);

/**
 * „100 % Abo“, written one way everywhere (issue 33 §1): the number, a narrow no-break space (U+202F, so „100“ and
 * „%“ never part at a line end) and „% Abo“ — the spec's „100% Abo“ with the space German typography puts before %.
 */
export const percentAboLabel = (percent: number): string => `${percent}\u202f% Abo`;

/** „20 € / Monat“ that never breaks apart (no-break spaces around the slash; Intl puts one before €). */
export const perMonthLabel = (euros: string): string => `${euros}\u00a0/\u00a0Monat`;

/** Spec §3: the German labels of the donation types. */
export const DONATION_TYPE_LABELS: Record<string, string> = {
  custom_abo: 'Wunschabo',
  custom_one_time: 'Spende',
  percent_050: percentAboLabel(50),
  percent_100: percentAboLabel(100),
  percent_150: percentAboLabel(150),
};

export const donationTypeLabel = (type: string): string => DONATION_TYPE_LABELS[type] ?? 'Spende';

/**
 * "1 Baum", "7 Bäume", "1.234 Bäume": the count in the browser's locale when a component passes its
 * useNumberFormat(); German without one (the gift certificate, a document like the receipts).
 */
export const treesLabel = (n: number, format: Pick<NumberFormat, 'count'> = GERMAN): string =>
  n === 1 ? '1 Baum' : `${format.count(n)} Bäume`;

/**
 * How often a donation is paid, beside its amount (issue 34 §7): an Abo from Klimahain's pages is monthly; Twingle's
 * widget may also take quarterly, half-yearly and yearly ones, shown as what they are.
 */
export const RHYTHM_PER: Record<string, string> = {
  monthly: 'im Monat',
  quarterly: 'im Vierteljahr',
  halfyearly: 'im Halbjahr',
  yearly: 'im Jahr',
};

/** The rhythm as a word: monatlich, vierteljährlich, halbjährlich, jährlich (one-time: einmalig). */
export const RHYTHM_LABELS: Record<string, string> = {
  one_time: 'einmalig',
  monthly: 'monatlich',
  quarterly: 'vierteljährlich',
  halfyearly: 'halbjährlich',
  yearly: 'jährlich',
};

/** „35,00 € im Monat“, „120,00 € im Jahr“, „25,00 €“ (one-time): an amount or a tree count with its rhythm. */
export const withRhythm = (value: string, rhythm: string): string =>
  RHYTHM_PER[rhythm] ? `${value} ${RHYTHM_PER[rhythm]}` : value;
