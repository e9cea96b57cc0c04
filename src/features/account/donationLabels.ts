/** Spec §3: the German labels of the donation types. */
export const DONATION_TYPE_LABELS: Record<string, string> = {
  custom_abo: 'Wunschabo',
  custom_one_time: 'Spende',
  percent_050: '50% Abo',
  percent_100: '100% Abo',
  percent_150: '150% Abo',
};

export const donationTypeLabel = (type: string): string => DONATION_TYPE_LABELS[type] ?? 'Spende';

/** "1 Baum", "7 Bäume" */
export const treesLabel = (n: number): string => (n === 1 ? '1 Baum' : `${n.toLocaleString('de-DE')} Bäume`);
