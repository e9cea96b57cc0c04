import type { DonationType, IsoDate, Rhythm } from './values.js';

export type ReceiptKind = 'SINGLE' | 'ANNUAL';

/** Name and postal address as printed on a receipt (the donor's profile when it was issued). */
export interface ReceiptRecipient {
  name: string;
  street: string;
  zipPlace: string;
  country: string;
}

/** One paid gift a receipt covers: an order (a one-time donation or one instalment of an Abo). */
export interface ReceiptGift {
  orderId: string;
  donatedAt: Date;
  amount: number;
  donationType: DonationType;
  /** Only for an instalment of a quarterly, half-yearly or yearly Abo: the receipt names that rate. */
  rhythm?: Rhythm;
}

/**
 * A Zuwendungsbestätigung as issued: numbered once, never changed but for being voided by a correction. The PDF is
 * rendered from this record and the operator data, so the same record gives the same file (its SHA-256 is kept).
 */
export interface ReceiptRecord {
  /** KH-<year issued>-<6 digits>, unique. */
  number: string;
  /** null once the donor deleted their account (kept pseudonymised, § 50 Abs. 7 EStDV). */
  userId: string | null;
  kind: ReceiptKind;
  periodFrom: IsoDate;
  periodTo: IsoDate;
  amount: number;
  gifts: ReceiptGift[];
  /** null once pseudonymised. */
  recipient: ReceiptRecipient | null;
  issuedAt: Date;
  sha256: string;
  voidedAt: Date | null;
  /** The receipt that replaced this one (a correction, or the year's Sammelbestätigung). */
  replacedBy: string | null;
  /** When a Sammelbestätigung went out by mail (the yearly job sends each once); null otherwise. */
  mailedAt: Date | null;
}

export interface ReceiptRepository {
  findByNumber(number: string): Promise<ReceiptRecord | undefined>;
  listByUser(userId: string): Promise<ReceiptRecord[]>;
  /** How many receipts were ever numbered in a year (voided ones too): the next number is one more. */
  countNumberedIn(year: number): Promise<number>;
  save(receipt: ReceiptRecord): Promise<void>;
  /** dropUser: the receipts stay for the tax law's 10 years, without the link to the person and without name and address. */
  anonymizeByUser(userId: string): Promise<void>;
}
