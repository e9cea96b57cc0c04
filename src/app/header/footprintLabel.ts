import { aboYearTonnes } from '../../../server/core/domain/co2/claims';
import { percentAboLabel } from '../../features/account/donationLabels';

/** Donation types of spec §3; the header only ever sees the monthly ones. */
export type FootprintDonationType =
  'custom_abo' | 'custom_one_time' | 'percent_050' | 'percent_100' | 'percent_150' | '%future added value';

export interface ActiveMonthlyDonation {
  donationType: FootprintDonationType;
  treeUnitsRequested: number;
}

export interface FootprintDisplay {
  /** 'Meine CO₂-Bilanz', 'Dein 100% Abo bindet', 'Dein Abo bindet' or 'Deine Abos binden' (spec §9). */
  label: string;
  /** Tonnes CO2 per year to show: the footprint, or what the active Abos bind. */
  tonnesPerYear: number;
}

// The spec's words („Dein 100% Abo bindet“), with the app's one spelling of „100 % Abo“ (narrow no-break space).
const PERCENT_LABELS: Partial<Record<FootprintDonationType, string>> = {
  percent_050: `Dein ${percentAboLabel(50)} bindet`,
  percent_100: `Dein ${percentAboLabel(100)} bindet`,
  percent_150: `Dein ${percentAboLabel(150)} bindet`,
};

/** Spec §9 header label for the viewer's active monthly donations. */
export function getFootprintLabel(activeMonthly: readonly ActiveMonthlyDonation[]): string {
  if (activeMonthly.length === 0) return 'Meine CO₂-Bilanz';
  if (activeMonthly.length > 1) return 'Deine Abos binden';
  return PERCENT_LABELS[activeMonthly[0].donationType] ?? 'Dein Abo bindet';
}

/** docs/architecture.md §4: subscription CO2 per year = Σ treeUnitsRequested × 0.15 t × 12 over the active monthly donations. */
export function getSubscriptionCo2PerYear(activeMonthly: readonly ActiveMonthlyDonation[]): number {
  const treeUnitsPerMonth = activeMonthly.reduce((sum, d) => sum + d.treeUnitsRequested, 0);
  return aboYearTonnes(treeUnitsPerMonth);
}

/**
 * What the footprint box shows: without an active Abo the saved footprint, with one what the Abos bind per year.
 * `activeMonthly` are the viewer's active monthly donations (getDonations(active: true, rhythm: [monthly])).
 */
export function getFootprintDisplay(
  co2EmissionTotal: number,
  activeMonthly: readonly ActiveMonthlyDonation[],
): FootprintDisplay {
  return {
    label: getFootprintLabel(activeMonthly),
    tonnesPerYear: activeMonthly.length === 0 ? co2EmissionTotal : getSubscriptionCo2PerYear(activeMonthly),
  };
}
