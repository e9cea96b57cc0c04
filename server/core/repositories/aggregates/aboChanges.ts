import type { DonationType } from './values.js';

/**
 * A donor's request to change the monthly amount of an Abo, kept as a log beside the donation: the donation's amount
 * changes once the payment provider has changed it. Linked to the donation only (no person).
 */
export interface AboChangeRecord {
  id: string;
  donationId: string;
  fromAmount: number;
  fromDonationType: DonationType;
  toAmount: number;
  toDonationType: DonationType;
  requestedAt: Date;
  /** CHANGED: the provider changed it at once. REQUESTED: the provider accepted and confirms later. */
  state: 'CHANGED' | 'REQUESTED';
  /** The key the provider was asked with (the same request again is the same change). */
  idempotencyKey: string;
}

export interface AboChangeRepository {
  /** A donation's amount changes, oldest first. */
  listByDonation(donationId: string): Promise<AboChangeRecord[]>;
  /** The changes of several donations in one round trip, oldest first (the caller groups them by donationId). */
  listByDonations(donationIds: readonly string[]): Promise<AboChangeRecord[]>;
  save(change: AboChangeRecord): Promise<void>;
}
