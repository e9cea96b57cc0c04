import type { IsoDate } from './values.js';

/** geplant (paid, waiting for its day), zugestellt (mailed or handed to the giver), angenommen (claimed). */
export type TreeGiftState = 'PENDING_PAYMENT' | 'SCHEDULED' | 'DELIVERED' | 'CLAIMED';

/**
 * A one-time donation given as a present („Baum verschenken“). Made with the payment intent before the payment,
 * linked to its donation and order once the payment provider's push recorded them; the recipient opens the
 * certificate with the unguessable token and may claim the trees into their own account.
 */
export interface TreeGiftRecord {
  id: string;
  /** 128 bit from crypto.getRandomValues, base64url: the certificate page's capability. */
  token: string;
  paymentIntentId: string;
  /** null until the push recorded the payment. */
  donationId: string | null;
  orderId: string | null;
  /** null once the giver's account was dropped. */
  giverUserId: string | null;
  recipientName: string;
  /** null: the giver gets the certificate to print at once. */
  recipientEmail: string | null;
  message: string;
  deliverOn: IsoDate;
  state: TreeGiftState;
  createdAt: Date;
  deliveredAt: Date | null;
  claimedAt: Date | null;
  claimedByUserId: string | null;
}

export interface TreeGiftRepository {
  findById(id: string): Promise<TreeGiftRecord | undefined>;
  findByToken(token: string): Promise<TreeGiftRecord | undefined>;
  findByIntent(paymentIntentId: string): Promise<TreeGiftRecord | undefined>;
  listByGiver(userId: string): Promise<TreeGiftRecord[]>;
  listClaimedBy(userId: string): Promise<TreeGiftRecord[]>;
  /** Paid gifts not yet delivered whose day has come (deliverOn ≤ `today`, or no recipient address), oldest first. */
  listDue(today: IsoDate): Promise<TreeGiftRecord[]>;
  save(gift: TreeGiftRecord): Promise<void>;
  /** Marks a gift delivered only if it is not yet (conditional update); whether it marked it. */
  markDelivered(id: string, deliveredAt: Date): Promise<boolean>;
  /** dropUser: gifts the user made lose giver, recipient data and message; gifts they claimed lose the claimant. */
  anonymizeByUser(userId: string): Promise<void>;
}
