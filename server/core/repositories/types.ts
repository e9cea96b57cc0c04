/**
 * The seam between the domain and storage. Memory implementations back dev:mock, Storybook and unit tests;
 * the SQL implementation (server/node/store, PGlite or PostgreSQL) backs the Node server. Fixtures in mocks/fixtures are typed by these records.
 * Each aggregate's records and repository are in aggregates/; this module gathers them, so imports name one place.
 */
import type { AboChangeRecord, AboChangeRepository } from './aggregates/aboChanges.js';
import type { AboManageLinkRecord, AboManageLinkRepository } from './aggregates/aboManageLinks.js';
import type { CalculatorStateRecord, CalculatorStateRepository } from './aggregates/calculatorStates.js';
import type { ContactMessageRepository } from './aggregates/contactMessages.js';
import type { DonationRecord, DonationRepository } from './aggregates/donations.js';
import type { FrontendErrorRepository } from './aggregates/frontendErrors.js';
import type { MailQueueRepository } from './aggregates/mailQueue.js';
import type { NewsletterRepository, NewsletterSubscriberRecord } from './aggregates/newsletter.js';
import type { OrderRecord, OrderRepository } from './aggregates/orders.js';
import type { PaymentIntentRecord, PaymentIntentRepository } from './aggregates/paymentIntents.js';
import type { PlotAllocationRecord, PlotRecord, PlotRepository } from './aggregates/plots.js';
import type { ReceiptRepository } from './aggregates/receipts.js';
import type { TeamTaskRecord, TeamTaskRepository } from './aggregates/teamTasks.js';
import type { TreeGiftRecord, TreeGiftRepository } from './aggregates/treeGifts.js';
import type { UserRecord, UserRepository } from './aggregates/users.js';

export type * from './aggregates/aboChanges.js';
export type * from './aggregates/aboManageLinks.js';
export type * from './aggregates/calculatorStates.js';
export type * from './aggregates/contactMessages.js';
export type * from './aggregates/donations.js';
export type * from './aggregates/frontendErrors.js';
export type * from './aggregates/mailQueue.js';
export type * from './aggregates/newsletter.js';
export type * from './aggregates/orders.js';
export type * from './aggregates/paymentIntents.js';
export type * from './aggregates/plots.js';
export type * from './aggregates/receipts.js';
export type * from './aggregates/teamTasks.js';
export type * from './aggregates/treeGifts.js';
export type * from './aggregates/users.js';
export type * from './aggregates/values.js';

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
  /** The links „Abo verwalten“ of the Abo mails. */
  aboManageLinks: AboManageLinkRepository;
  treeGifts: TreeGiftRepository;
  /** The durable mail outbox. */
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
