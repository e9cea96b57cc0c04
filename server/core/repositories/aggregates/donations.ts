import type { Currency, DonationType, PaymentProvider, ProjectId, Rhythm, TreeProvider } from './values.js';

export interface DonationRecord {
  donationId: string;
  /** null for guests and for donations of dropped users (kept as anonymous accounting records). */
  userId: string | null;
  donationType: DonationType;
  rhythm: Rhythm;
  amount: number;
  currency: Currency;
  project: ProjectId;
  donatedAt: Date;
  confirmedAt: Date | null;
  canceledAt: Date | null;
  /**
   * When the donor asked to end this monthly donation and the payment provider accepted without confirming yet
   * (Twingle confirms with its endrecurring push, which sets canceledAt). Null otherwise.
   */
  endRequestedAt: Date | null;
  treeProvider: TreeProvider;
  treeUnitsRequested: number;
  paymentIntentId: string;
  paymentProvider: PaymentProvider | null;
  paymentProviderTransactionId: string | null;
}

export interface DonationRepository {
  findById(donationId: string): Promise<DonationRecord | undefined>;
  findByPaymentTransaction(provider: PaymentProvider, transactionId: string): Promise<DonationRecord | undefined>;
  listByUser(userId: string): Promise<DonationRecord[]>;
  save(donation: DonationRecord): Promise<void>;
}
