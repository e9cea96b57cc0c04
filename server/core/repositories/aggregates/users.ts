export interface AddressRecord {
  id: string;
  country: string | null;
  place: string | null;
  street: string | null;
  zip: string | null;
}

export interface UserRecord {
  /** The identity provider's subject (Cognito sub). */
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  address: AddressRecord | null;
  birthdate: Date | null;
  companyName: string | null;
  salutation: string | null;
  profileCompletionSuppressedAt: Date | null;
  /** Set when the account was closed (deleteUser): the record stays as an anonymous tombstone. */
  closedAt: Date | null;
}

export interface UserRepository {
  findById(id: string): Promise<UserRecord | undefined>;
  list(): Promise<UserRecord[]>;
  save(user: UserRecord): Promise<void>;
  delete(id: string): Promise<void>;
  /** Whether the user switched off the mails about their orders' progress (default: on, i.e. false). */
  orderMailsOff(id: string): Promise<boolean>;
  /** Kept beside the profile, not in UserRecord: only the provider import and the profile read it. */
  setOrderMailsOff(id: string, off: boolean): Promise<void>;
  /** Whether the user asked for the yearly Sammelbestätigung by mail (default: off). */
  receiptMailsOn(id: string): Promise<boolean>;
  setReceiptMailsOn(id: string, on: boolean): Promise<void>;
  /** The ids of the users who asked for receipts by mail. */
  listReceiptMailRecipients(): Promise<string[]>;
}
