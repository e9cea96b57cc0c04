/**
 * The seam between the domain and storage. Memory implementations back dev:mock, Storybook and unit tests;
 * the SQL implementation (server/node/store, PGlite or PostgreSQL) backs the Node server. Fixtures in mocks/fixtures are typed by these records.
 */

export type Country = string;
export type ProjectId = 'indonesia' | 'uganda';
/** Twingle's donation_rhythm; Klimahain's pages offer one_time and monthly, the others come from the widget (issue 34 §7). */
export type Rhythm = 'monthly' | 'one_time' | 'quarterly' | 'halfyearly' | 'yearly';
export type DonationType = 'custom_abo' | 'custom_one_time' | 'percent_050' | 'percent_100' | 'percent_150';
export type OrderState = 'ABORTED' | 'ACCOUNTED' | 'DONATED' | 'FINISHED' | 'PLANTING_IN_PROGRESS';
export type TreeProvider = 'fairventures' | 'TWINGLE';
export type PaymentProvider = 'TWINGLE';
export type Currency = 'EUR';
/** yyyy-MM-dd */
export type IsoDate = string;

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

export interface PointRecord {
  latitude: number;
  longitude: number;
}

export interface PlotRecord {
  plotId: string;
  project: ProjectId;
  plantedAt: IsoDate;
  coordinates: PointRecord;
  polygons: PointRecord[][];
  mapLink: string | null;
  species: { latinName: string; percentage: number }[];
  /** Tonnes CO2 one tree on this plot binds per year (depends on species mix and site). */
  co2tPerTreePerYear: number;
  /** Photos the tree provider sent (https URLs), in its order; empty when it sent none. */
  photos: PlotPhotoRecord[];
}

export interface PlotPhotoRecord {
  url: string;
  /** German caption, also the image's text alternative. */
  caption: string;
}

/** Trees of one user's order on one plot. */
export interface PlotAllocationRecord {
  plotId: string;
  userId: string | null;
  treeProviderDonationId: string;
  treeCount: number;
}

export interface AnswerRecord {
  questionId: string;
  choiceId: string;
  co2Emission: number;
  co2EmissionFactor: number | null;
}

export interface CalculatorStateRecord {
  userId: string;
  country: Country;
  version: number;
  answers: AnswerRecord[];
  co2EmissionTotal: number;
  co2tPerTree: number;
  /** When this result was saved (each save of changed answers is a new result). */
  createdAt: Date;
  /**
   * The result this one is compared with (issue 26 §2): the last result saved on an earlier day (Europe/Berlin), so the
   * answers changed during one sitting all compare with the result from before it. Null for a first result.
   */
  previous: PreviousResult | null;
  /** When the yearly re-check mail about this result went out (once per result); null until then. */
  recheckMailedAt: Date | null;
}

/** Only the sum and the date of an earlier result are kept, not its answers. */
export interface PreviousResult {
  co2EmissionTotal: number;
  createdAt: Date;
}

/**
 * A donor's request to change the monthly amount of an Abo (issue 26 §2), kept as a log beside the donation: the
 * donation's amount changes once the payment provider has changed it. Linked to the donation only (no person).
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

export interface ContactMessageRecord {
  id: string;
  contactEmail: string;
  contactName: string;
  message: string;
  receivedAt: Date;
}

export interface FrontendErrorRecord {
  id: string;
  message: string;
  stacktrace: string | null;
  url: string | null;
  userAgent: string | null;
  userId: string | null;
  reportedAt: Date;
}

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
  /** Only for an instalment of a quarterly, half-yearly or yearly Abo (issue 34 §7): the receipt names that rate. */
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

export interface DonationRepository {
  findById(donationId: string): Promise<DonationRecord | undefined>;
  findByPaymentTransaction(provider: PaymentProvider, transactionId: string): Promise<DonationRecord | undefined>;
  listByUser(userId: string): Promise<DonationRecord[]>;
  save(donation: DonationRecord): Promise<void>;
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

export interface PaymentIntentRepository {
  findById(id: string): Promise<PaymentIntentRecord | undefined>;
  save(intent: PaymentIntentRecord): Promise<void>;
  /** Detaches a dropped user's payment intents (dropUser): they stay as anonymous records of the payments. */
  anonymizeByUser(userId: string): Promise<void>;
}

export interface PlotRepository {
  findById(plotId: string): Promise<PlotRecord | undefined>;
  /** The plots of these ids that exist, in one round trip (order unspecified). */
  findByIds(plotIds: readonly string[]): Promise<PlotRecord[]>;
  /** Inserts or replaces a plot (the tree provider's import). */
  save(plot: PlotRecord): Promise<void>;
  /** Inserts or replaces the trees of one order on one plot (key: plotId + treeProviderDonationId). */
  saveAllocation(allocation: PlotAllocationRecord): Promise<void>;
  listAllocationsByOrder(treeProviderDonationId: string): Promise<PlotAllocationRecord[]>;
  listAllocationsByUser(userId: string): Promise<PlotAllocationRecord[]>;
  /** Detaches a dropped user's allocations (they stay as anonymous records). */
  anonymizeAllocations(userId: string): Promise<void>;
}

export interface CalculatorStateRepository {
  find(userId: string, country: Country): Promise<CalculatorStateRecord | undefined>;
  save(state: CalculatorStateRecord): Promise<void>;
  /** Returns true if a state was deleted. */
  delete(userId: string, country: Country): Promise<boolean>;
  deleteAllOfUser(userId: string): Promise<void>;
  /** Every country's saved state of one user (the data export). */
  listByUser(userId: string): Promise<CalculatorStateRecord[]>;
  /** Results saved at or before `savedBefore` whose re-check mail has not gone out, oldest first. */
  listRecheckDue(savedBefore: Date): Promise<CalculatorStateRecord[]>;
  /**
   * Records that the re-check mail about the result saved at `createdAt` went out — only if that result is still the
   * saved one and not yet marked (a conditional update). Returns whether it marked it.
   */
  markRecheckMailed(userId: string, country: Country, createdAt: Date, mailedAt: Date): Promise<boolean>;
}

export interface AboChangeRepository {
  /** A donation's amount changes, oldest first. */
  listByDonation(donationId: string): Promise<AboChangeRecord[]>;
  /** The changes of several donations in one round trip, oldest first (the caller groups them by donationId). */
  listByDonations(donationIds: readonly string[]): Promise<AboChangeRecord[]>;
  save(change: AboChangeRecord): Promise<void>;
}

/**
 * What the team has to do by hand in the Twingle Manager (issue 31 §2): end an Abo, or change its amount. Twingle has
 * no public API for either, so the app records the donor's request as a task, mails the team, and the task is done
 * when the team confirms it (the mail's one-time link) or Twingle's push shows it happened. No personal data of its
 * own: the donation says whose Abo it is.
 */
export interface TeamTaskRecord {
  id: string;
  /** END the Abo, CHANGE its amount, or PAUSE it for some months (issue 33 §2). */
  kind: 'END' | 'CHANGE' | 'PAUSE';
  donationId: string;
  /** The new monthly amount in EUR (kind CHANGE). */
  newAmount: number | null;
  /** Kind PAUSE: the first day without a debit (the promised day) and the day debits start again (Europe/Berlin). */
  pauseFrom?: IsoDate | null;
  pauseUntil?: IsoDate | null;
  /** Who asked: the donor in the app, or closing the account (which ends every Abo). */
  requestedBy: 'DONOR' | 'ACCOUNT_CLOSED';
  requestedAt: Date;
  /** When the team is reminded first (2 working days after the request), then daily while it is open. */
  remindAt: Date;
  /** The day the donor was promised it happens by (Europe/Berlin, yyyy-MM-dd). */
  dueBy: IsoDate;
  /** SHA-256 (base64url) of the secret in the team's link; a new link replaces the old one. */
  linkTokenHash: string;
  linkExpiresAt: Date;
  doneAt: Date | null;
  /** TEAM: confirmed with the link. TWINGLE: Twingle's push showed it (endrecurring, or a debit of the new amount). */
  doneBy: 'TEAM' | 'TWINGLE' | null;
  lastRemindedAt: Date | null;
}

export interface TeamTaskRepository {
  findById(id: string): Promise<TeamTaskRecord | undefined>;
  /** A donation's tasks, oldest first. */
  listByDonation(donationId: string): Promise<TeamTaskRecord[]>;
  /** The tasks of several donations in one round trip, oldest first (the caller groups them by donationId). */
  listByDonations(donationIds: readonly string[]): Promise<TeamTaskRecord[]>;
  /** Every task not done yet, oldest first. */
  listOpen(): Promise<TeamTaskRecord[]>;
  save(task: TeamTaskRecord): Promise<void>;
}

/**
 * The signed link „Abo verwalten“ in every mail about an Abo (issue 33 §2): it opens that one Abo's page without
 * signing in. One per Abo — each new mail's link replaces the one before — and only the secret's SHA-256 is kept.
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

/** geplant (paid, waiting for its day), zugestellt (mailed or handed to the giver), angenommen (claimed). */
export type TreeGiftState = 'PENDING_PAYMENT' | 'SCHEDULED' | 'DELIVERED' | 'CLAIMED';

/**
 * A one-time donation given as a present (issue 26 §1, „Baum verschenken“). Made with the payment intent before the
 * payment, linked to its donation and order once the payment provider's push recorded them; the recipient opens
 * the certificate with the unguessable token and may claim the trees into their own account.
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

export interface NewsletterRepository {
  findByEmail(email: string): Promise<NewsletterSubscriberRecord | undefined>;
  findByToken(token: string): Promise<NewsletterSubscriberRecord | undefined>;
  save(record: NewsletterSubscriberRecord): Promise<void>;
  /** Removes the consent record of an address, whatever its spelling (dropUser). */
  deleteByEmail(email: string): Promise<void>;
}

export interface ContactMessageRepository {
  save(message: ContactMessageRecord): Promise<void>;
  list(): Promise<ContactMessageRecord[]>;
  /** Messages sent from this address, whatever its spelling (data export). */
  listByEmail(email: string): Promise<ContactMessageRecord[]>;
  /** Removes the messages sent from this address (dropUser). */
  deleteByEmail(email: string): Promise<void>;
}

export interface FrontendErrorRepository {
  save(error: FrontendErrorRecord): Promise<void>;
  list(): Promise<FrontendErrorRecord[]>;
  listByUser(userId: string): Promise<FrontendErrorRecord[]>;
  /** Unlinks a dropped user's reports: the technical report stays, nothing points to the person. */
  detachUser(userId: string): Promise<void>;
}

/** A file sent along with a queued mail (a receipt's or a certificate's PDF), kept byte for byte. */
export interface QueuedMailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** What is stored for a mail to go out (the Mailer port's Mail, with an id and a time). */
export interface NewQueuedMail {
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  attachments: QueuedMailAttachment[];
  createdAt: Date;
  /** A notice to the team about dead mails: if it dies itself, nobody is told again. */
  teamNotice: boolean;
}

/** One mail of the durable outbox (issue 34 §1) and how its delivery goes. */
export interface QueuedMailRecord extends NewQueuedMail {
  /** Attempts started so far (counted when a worker claims it). */
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
  /** Given up: still failing after a day, or refused for good by the relay. */
  deadAt: Date | null;
}

/**
 * The durable mail outbox (issue 34 §1): every mail is stored first — inside `atomically`, in the same transaction as
 * the change that causes it — and a worker (server/core/domain/mail/mailQueue.ts) delivers it. Claims are exclusive
 * (SQL: `FOR UPDATE SKIP LOCKED` plus a lease), so several workers or instances send each mail once.
 */
export interface MailQueueRepository {
  add(mail: NewQueuedMail): Promise<void>;
  /**
   * Claims up to `limit` due mails for `claimant` until `leaseUntil`: not sent, not dead, next attempt at or before
   * `now`, and no other claimant's lease still running. Each claim counts an attempt. No mail goes to two claimants.
   */
  claimDue(claimant: string, now: Date, leaseUntil: Date, limit: number): Promise<QueuedMailRecord[]>;
  /** Records a delivery, only while `claimant` still holds the mail's lease; whether it did. */
  markSent(id: string, claimant: string, sentAt: Date): Promise<boolean>;
  /** Records a failed attempt (the next try, or dead), only while `claimant` holds the lease; whether it did. */
  markFailed(
    id: string,
    claimant: string,
    failure: { error: string; nextAttemptAt: Date; deadAt: Date | null },
  ): Promise<boolean>;
  /** Dead mails the team has not been told of (team notices excepted): marks them told, once, and returns them. */
  takeDeadUnnoticed(noticedAt: Date, limit: number): Promise<QueuedMailRecord[]>;
  /**
   * dropUser: removes every mail to, replying to or naming this address, whatever its spelling — sent, dead or still
   * waiting (a mail not yet out goes with the account).
   */
  deleteByAddress(email: string): Promise<void>;
  /** Removes mails sent before `sentBefore` and dead mails given up before `deadBefore`; how many. */
  purge(sentBefore: Date, deadBefore: Date): Promise<number>;
  /** Every stored mail, oldest first (tests and operators). */
  list(): Promise<QueuedMailRecord[]>;
  /**
   * Calls `listener` whenever a mail was stored for good — on SQL after the transaction it was added in committed —
   * so a worker sends it at once instead of at its next round. Returns the unsubscribe.
   */
  onAdded(listener: () => void): () => void;
}

export interface Repositories {
  users: UserRepository;
  donations: DonationRepository;
  orders: OrderRepository;
  paymentIntents: PaymentIntentRepository;
  plots: PlotRepository;
  calculatorStates: CalculatorStateRepository;
  newsletter: NewsletterRepository;
  contactMessages: ContactMessageRepository;
  frontendErrors: FrontendErrorRepository;
  receipts: ReceiptRepository;
  aboChanges: AboChangeRepository;
  teamTasks: TeamTaskRepository;
  /** The links „Abo verwalten“ of the Abo mails (issue 33 §2). */
  aboManageLinks: AboManageLinkRepository;
  treeGifts: TreeGiftRepository;
  /** The durable mail outbox (issue 34 §1). */
  mailQueue: MailQueueRepository;
  /**
   * Runs `work` as one unit: no other atomic work on any of the same `keys` interleaves with it, and on SQL it is one
   * transaction, so it completes or leaves nothing (memory: one unit at a time, whatever the keys; SQL: a
   * transaction holding an advisory lock per key — correct at READ COMMITTED and across server instances).
   * Keys name what the work checks and then writes, e.g. `intent:<id>`. Memory is not re-entrant: `work` must
   * not call atomically again.
   */
  atomically<T>(keys: readonly string[], work: () => Promise<T>): Promise<T>;
}

/** Everything the memory repositories are seeded with (mocks/fixtures builds one of these). */
export interface Seed {
  users: UserRecord[];
  donations: DonationRecord[];
  orders: OrderRecord[];
  paymentIntents: PaymentIntentRecord[];
  plots: PlotRecord[];
  plotAllocations: PlotAllocationRecord[];
  calculatorStates: CalculatorStateRecord[];
  newsletter: NewsletterSubscriberRecord[];
  /** Gifts (Baum verschenken); only the stories' gift scenario has some. */
  treeGifts?: TreeGiftRecord[];
  /** Changes of an Abo's amount; only the stories' pending-change scenario has some. */
  aboChanges?: AboChangeRecord[];
  /** The team's tasks in the Twingle Manager; only the stories' Abo-task scenarios have some. */
  teamTasks?: TeamTaskRecord[];
  /** Links „Abo verwalten“; only the stories of that page have some. */
  aboManageLinks?: AboManageLinkRecord[];
}
