export interface ContactMessageRecord {
  id: string;
  contactEmail: string;
  contactName: string;
  message: string;
  receivedAt: Date;
}

export interface ContactMessageRepository {
  save(message: ContactMessageRecord): Promise<void>;
  list(): Promise<ContactMessageRecord[]>;
  /** Messages sent from this address, whatever its spelling (data export). */
  listByEmail(email: string): Promise<ContactMessageRecord[]>;
  /** Removes the messages sent from this address (dropUser). */
  deleteByEmail(email: string): Promise<void>;
}
