import type { Currency, DonationType, IsoDate, OrderState, ProjectId } from './values.js';

export interface OrderRecord {
  treeProviderDonationId: string;
  donationId: string;
  userId: string | null;
  amount: number;
  currency: Currency;
  donatedAt: Date;
  donationType: DonationType;
  orderState: OrderState;
  plannedPlanting: IsoDate | null;
  project: ProjectId;
  treeUnits: number;
  accountedAt: Date | null;
  /** The payment provider's transaction of this instalment (Twingle trx_id); null for the first order of a donation. */
  paymentProviderTransactionId: string | null;
}

export interface OrderRepository {
  findById(treeProviderDonationId: string): Promise<OrderRecord | undefined>;
  listByUser(userId: string): Promise<OrderRecord[]>;
  listByDonation(donationId: string): Promise<OrderRecord[]>;
  /** The orders of several donations in one round trip (a list's orders; the caller groups them by donationId). */
  listByDonations(donationIds: readonly string[]): Promise<OrderRecord[]>;
  /** The instalment order paid by this payment-provider transaction, if recorded. */
  findByPaymentTransaction(transactionId: string): Promise<OrderRecord | undefined>;
  save(order: OrderRecord): Promise<void>;
}
