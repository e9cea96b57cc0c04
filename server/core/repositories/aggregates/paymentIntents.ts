import type { DonationType, ProjectId } from './values.js';

/** A pending payment (Twingle tw_cid) that exactly one donation may use. */
export interface PaymentIntentRecord {
  id: string;
  userId: string | null;
  project: ProjectId;
  createdAt: Date;
  usedByDonationId: string | null;
  /** What the donor chose on the donation page (null: not given); the payment push labels its donation with it. */
  donationType: DonationType | null;
  /** The amount in EUR the page offered for that choice (null: not given). */
  amount: number | null;
}

export interface PaymentIntentRepository {
  findById(id: string): Promise<PaymentIntentRecord | undefined>;
  save(intent: PaymentIntentRecord): Promise<void>;
  /** Detaches a dropped user's payment intents (dropUser): they stay as anonymous records of the payments. */
  anonymizeByUser(userId: string): Promise<void>;
}
