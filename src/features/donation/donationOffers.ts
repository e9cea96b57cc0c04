import {
  ABO_PERCENTAGES,
  EUR_PER_TREE,
  percentAboTreesPerMonth,
  treeUnitsFor,
  type AboPercentage,
} from '../../../server/core/domain/donations/rules';
import type { DonationType, Rhythm } from '../../../server/core/repositories/types';

/** The server's limits (server/core/domain/donations/service.ts): one tree at least, nothing absurd. */
export const MIN_AMOUNT = 5;
export const MAX_AMOUNT = 100_000;

export type PercentType = 'percent_050' | 'percent_100' | 'percent_150';

export const percentType = (percent: AboPercentage): PercentType =>
  `percent_${String(percent).padStart(3, '0')}` as PercentType;

/** A monthly Abo computed from the footprint: 50, 100 or 150 % of it (docs/architecture.md §4 "Trees and money"). */
export interface PercentOffer {
  donationType: PercentType;
  percent: AboPercentage;
  treesPerMonth: number;
  amount: number;
}

/** The three percent Abos for a footprint in t CO₂ per year; none without a footprint. */
export function percentOffers(footprintTonnes: number | null): PercentOffer[] {
  if (footprintTonnes === null || !(footprintTonnes > 0)) return [];
  return ABO_PERCENTAGES.map((percent) => {
    const treesPerMonth = Math.max(1, percentAboTreesPerMonth(footprintTonnes, percent));
    return { donationType: percentType(percent), percent, treesPerMonth, amount: treesPerMonth * EUR_PER_TREE };
  });
}

export const rhythmFor = (type: DonationType): Rhythm => (type === 'custom_one_time' ? 'one_time' : 'monthly');

/** Trees one payment plants (5 € each, whole trees). */
export const treesFor = (amount: number): number => treeUnitsFor(amount);

const DONATION_TYPES: readonly DonationType[] = [
  'percent_050',
  'percent_100',
  'percent_150',
  'custom_abo',
  'custom_one_time',
];

/** `?abo=percent_100` (from the calculator) or `?art=custom_one_time`: a known donation type, else null. */
export function donationTypeParam(value: string | null): DonationType | null {
  return value && (DONATION_TYPES as readonly string[]).includes(value) ? (value as DonationType) : null;
}

/** The German check of a free amount; null when it is fine. */
export function amountError(amount: number | null): string | null {
  if (amount === null || Number.isNaN(amount)) return 'Bitte gib einen Betrag ein.';
  if (amount < MIN_AMOUNT) return 'Der Betrag muss mindestens 5 € sein – so viel kostet ein Baum.';
  if (amount > MAX_AMOUNT)
    return 'Bitte gib höchstens 100.000 € ein. Für größere Spenden schreib uns gern über das Kontaktformular.';
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6)
    return 'Bitte gib den Betrag in Euro und Cent an (höchstens zwei Nachkommastellen).';
  return null;
}
