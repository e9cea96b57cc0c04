/**
 * The signed link „Abo verwalten“ in every mail about an Abo: it opens that one Abo's page without signing in. One per
 * Abo — each new mail's link replaces the one before — and only the secret's SHA-256 is kept.
 */
export interface AboManageLinkRecord {
  donationId: string;
  /** SHA-256 (base64url) of the secret in the newest mail's link. */
  tokenHash: string;
  issuedAt: Date;
  expiresAt: Date;
}

export interface AboManageLinkRepository {
  /** The Abo's current link, if a mail ever carried one. */
  find(donationId: string): Promise<AboManageLinkRecord | undefined>;
  /** Stores the Abo's new link; the previous one stops working. */
  save(link: AboManageLinkRecord): Promise<void>;
}
