import type { DonationRecord, DonationType, Rhythm } from '../../repositories/types.js';

/** About 5 EUR plant one tree (spec §1). */
export const EUR_PER_TREE = 5;
import { CO2_T_PER_TREE, pledgeTonnes } from '../co2/claims.js';
import { instalmentsPerYear, isRecurring } from './rhythms.js';

/** t CO₂ one tree binds over its growth: the CO₂ module owns it (server/core/domain/co2/claims.ts). */
export { CO2_T_PER_TREE };

/**
 * One-time donations are never active; recurring ones (monthly, and the quarterly, half-yearly and yearly ones a Twingle
 * widget may offer, issue 34 §7) are until cancelled (spec §4).
 */
export const isActive = (d: Pick<DonationRecord, 'rhythm' | 'canceledAt'>): boolean =>
  isRecurring(d.rhythm) && d.canceledAt === null;

export const rhythmOf = (type: DonationType): Rhythm => (type === 'custom_one_time' ? 'one_time' : 'monthly');

export const treeUnitsFor = (amountEur: number): number => Math.floor(amountEur / EUR_PER_TREE + 1e-9);

export interface DonationFilter {
  active?: boolean | null;
  rhythm?: readonly Rhythm[] | null;
}

/** getDonations semantics (spec §7): no arguments → all; active:false → one-time plus cancelled recurring. */
export function matchesFilter(d: DonationRecord, filter: DonationFilter): boolean {
  if (filter.active != null && isActive(d) !== filter.active) return false;
  if (filter.rhythm != null && !filter.rhythm.includes(d.rhythm)) return false;
  return true;
}

/**
 * Subscription CO2 per year = Σ treeUnitsRequested × 0.15 × instalments a year over active recurring donations (a
 * monthly Abo: × 12; a yearly one: × 1).
 */
export function subscriptionCo2PerYear(donations: readonly DonationRecord[]): number {
  const trees = donations
    .filter(isActive)
    .reduce((sum, d) => sum + d.treeUnitsRequested * instalmentsPerYear(d.rhythm), 0);
  return pledgeTonnes(trees);
}

/** The percentages of the footprint a percent Abo binds (donation types percent_050/100/150). */
export const ABO_PERCENTAGES = [50, 100, 150] as const;
export type AboPercentage = (typeof ABO_PERCENTAGES)[number];

/**
 * Trees a month for a percent Abo (docs/architecture.md §4): ceil(footprint × p ÷ 0.15 ÷ 12). Float noise is rounded away first,
 * so 10.8 t at 100 % is exactly 6 trees, not 7.
 */
export function percentAboTreesPerMonth(footprintTonnes: number, percent: AboPercentage): number {
  if (footprintTonnes <= 0) return 0;
  const exact = (footprintTonnes * percent) / 100 / CO2_T_PER_TREE / 12;
  return Math.ceil(Math.round(exact * 1e6) / 1e6);
}
