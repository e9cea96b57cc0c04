/** The scalar values the records of several aggregates share. */

export type Country = string;
export type ProjectId = 'indonesia' | 'uganda';
/** Twingle's donation_rhythm; Klimahain's pages offer one_time and monthly, the others come from the widget. */
export type Rhythm = 'monthly' | 'one_time' | 'quarterly' | 'halfyearly' | 'yearly';
export type DonationType = 'custom_abo' | 'custom_one_time' | 'percent_050' | 'percent_100' | 'percent_150';
export type OrderState = 'ABORTED' | 'ACCOUNTED' | 'DONATED' | 'FINISHED' | 'PLANTING_IN_PROGRESS';
export type TreeProvider = 'fairventures' | 'TWINGLE';
export type PaymentProvider = 'TWINGLE';
export type Currency = 'EUR';
/** yyyy-MM-dd */
export type IsoDate = string;
