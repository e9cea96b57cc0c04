import type { Rhythm } from '../../repositories/types.js';

/**
 * Twingle's `donation_rhythm` (CiviCRM's TwingleDonation.submit, systopia/de.systopia.twingle docs/api.md): one of
 * one_time, monthly, quarterly, halfyearly, yearly. Klimahain offers one-time and monthly donations; the charity's widget
 * settings may offer donors the others, and a paid donation is recorded whatever its rhythm (issue 34 §7).
 */
export const TWINGLE_RHYTHMS: readonly Rhythm[] = ['one_time', 'monthly', 'quarterly', 'halfyearly', 'yearly'];

/** The rhythms Klimahain's own pages offer. */
export const OFFERED_RHYTHMS: readonly Rhythm[] = ['one_time', 'monthly'];

export const isRhythm = (value: string): value is Rhythm => (TWINGLE_RHYTHMS as readonly string[]).includes(value);

/** Every rhythm but one_time repeats until it is ended: an Abo. */
export const isRecurring = (rhythm: Rhythm): boolean => rhythm !== 'one_time';

/** How many instalments a year a rhythm debits (one_time: the one payment). */
export const instalmentsPerYear = (rhythm: Rhythm): number =>
  ({ one_time: 1, monthly: 12, quarterly: 4, halfyearly: 2, yearly: 1 })[rhythm];

/** German, as the donor reads it beside an amount: „im Monat“, „im Vierteljahr“ … (one_time: nothing). */
export const RHYTHM_PER: Record<Rhythm, string> = {
  one_time: '',
  monthly: 'im Monat',
  quarterly: 'im Vierteljahr',
  halfyearly: 'im Halbjahr',
  yearly: 'im Jahr',
};

/** German adjective: einmalig, monatlich, vierteljährlich, halbjährlich, jährlich. */
export const RHYTHM_LABEL: Record<Rhythm, string> = {
  one_time: 'einmalig',
  monthly: 'monatlich',
  quarterly: 'vierteljährlich',
  halfyearly: 'halbjährlich',
  yearly: 'jährlich',
};
