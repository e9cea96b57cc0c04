/** Double opt-in consent record. */
export interface NewsletterSubscriberRecord {
  email: string;
  status: 'PENDING_CONFIRMATION' | 'CONFIRMED';
  signedUpAt: Date;
  consentTextVersion: string;
  confirmationMailSentAt: Date | null;
  confirmedAt: Date | null;
  confirmationToken: string;
}

export interface NewsletterRepository {
  findByEmail(email: string): Promise<NewsletterSubscriberRecord | undefined>;
  findByToken(token: string): Promise<NewsletterSubscriberRecord | undefined>;
  save(record: NewsletterSubscriberRecord): Promise<void>;
  /** Removes the consent record of an address, whatever its spelling (dropUser). */
  deleteByEmail(email: string): Promise<void>;
}
