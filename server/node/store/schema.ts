import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AnswerRecord,
  Currency,
  DonationType,
  OrderState,
  PaymentProvider,
  PlotPhotoRecord,
  PointRecord,
  ProjectId,
  ReceiptKind,
  ReceiptRecipient,
  Rhythm,
  TreeGiftState,
  TreeProvider,
} from '../../core/repositories/types.js';

/**
 * The one SQL schema for PGlite and PostgreSQL. `npm run db:generate` turns changes into a migration in drizzle/;
 * the server applies the migrations at start. Money is stored in cents (integer), never as a float.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  createdAt: at('created_at').notNull(),
  addressId: text('address_id'),
  addressCountry: text('address_country'),
  addressPlace: text('address_place'),
  addressStreet: text('address_street'),
  addressZip: text('address_zip'),
  birthdate: at('birthdate'),
  companyName: text('company_name'),
  salutation: text('salutation'),
  profileCompletionSuppressedAt: at('profile_completion_suppressed_at'),
  closedAt: at('closed_at'),
  /** The donor switched off the mails about their orders' progress (profile); not part of UserRecord. */
  orderMailsOff: boolean('order_mails_off').notNull().default(false),
  receiptMailsOn: boolean('receipt_mails_on').notNull().default(false),
});

export const paymentIntents = pgTable('payment_intents', {
  id: text('id').primaryKey(),
  userId: text('user_id'),
  project: text('project').$type<ProjectId>().notNull(),
  createdAt: at('created_at').notNull(),
  usedByDonationId: text('used_by_donation_id'),
  donationType: text('donation_type').$type<DonationType>(),
  amountCents: integer('amount_cents'),
});

export const donations = pgTable(
  'donations',
  {
    donationId: text('donation_id').primaryKey(),
    userId: text('user_id'),
    donationType: text('donation_type').$type<DonationType>().notNull(),
    rhythm: text('rhythm').$type<Rhythm>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    project: text('project').$type<ProjectId>().notNull(),
    donatedAt: at('donated_at').notNull(),
    confirmedAt: at('confirmed_at'),
    canceledAt: at('canceled_at'),
    endRequestedAt: at('end_requested_at'),
    treeProvider: text('tree_provider').$type<TreeProvider>().notNull(),
    treeUnitsRequested: integer('tree_units_requested').notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    paymentProvider: text('payment_provider').$type<PaymentProvider>(),
    paymentProviderTransactionId: text('payment_provider_transaction_id'),
  },
  (t) => [
    index('donations_user_idx').on(t.userId),
    // A payment intent pays for one donation, a provider's transaction is one donation: the database says so too.
    uniqueIndex('donations_intent_uq').on(t.paymentIntentId),
    uniqueIndex('donations_transaction_uq')
      .on(t.paymentProvider, t.paymentProviderTransactionId)
      .where(sql`${t.paymentProviderTransactionId} is not null`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    treeProviderDonationId: text('tree_provider_donation_id').primaryKey(),
    donationId: text('donation_id')
      .notNull()
      .references(() => donations.donationId),
    userId: text('user_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    donatedAt: at('donated_at').notNull(),
    donationType: text('donation_type').$type<DonationType>().notNull(),
    orderState: text('order_state').$type<OrderState>().notNull(),
    plannedPlanting: date('planned_planting', { mode: 'string' }),
    project: text('project').$type<ProjectId>().notNull(),
    treeUnits: integer('tree_units').notNull(),
    accountedAt: at('accounted_at'),
    paymentProviderTransactionId: text('payment_provider_transaction_id'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    index('orders_donation_idx').on(t.donationId),
    // One order per instalment, whatever the payment provider sends twice.
    uniqueIndex('orders_payment_transaction_idx').on(t.paymentProviderTransactionId),
  ],
);

export const plots = pgTable('plots', {
  plotId: text('plot_id').primaryKey(),
  project: text('project').$type<ProjectId>().notNull(),
  plantedAt: date('planted_at', { mode: 'string' }).notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  polygons: jsonb('polygons').$type<PointRecord[][]>().notNull(),
  mapLink: text('map_link'),
  species: jsonb('species').$type<{ latinName: string; percentage: number }[]>().notNull(),
  co2tPerTreePerYear: doublePrecision('co2t_per_tree_per_year').notNull(),
  photos: jsonb('photos').$type<PlotPhotoRecord[]>().notNull().default([]),
});

export const plotAllocations = pgTable(
  'plot_allocations',
  {
    plotId: text('plot_id')
      .notNull()
      .references(() => plots.plotId),
    treeProviderDonationId: text('tree_provider_donation_id').notNull(),
    userId: text('user_id'),
    treeCount: integer('tree_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.plotId, t.treeProviderDonationId] }),
    index('plot_allocations_user_idx').on(t.userId),
    index('plot_allocations_order_idx').on(t.treeProviderDonationId),
  ],
);

export const calculatorStates = pgTable(
  'calculator_states',
  {
    userId: text('user_id').notNull(),
    country: text('country').notNull(),
    version: integer('version').notNull(),
    answers: jsonb('answers').$type<AnswerRecord[]>().notNull(),
    co2EmissionTotal: doublePrecision('co2_emission_total').notNull(),
    co2tPerTree: doublePrecision('co2t_per_tree').notNull(),
    createdAt: at('created_at').notNull(),
    /** The earlier result this one is compared with: its sum and date only (issue 26 §2). */
    previousCo2EmissionTotal: doublePrecision('previous_co2_emission_total'),
    previousCreatedAt: at('previous_created_at'),
    /** When the yearly re-check mail about this result went out (set by a conditional update, once). */
    recheckMailedAt: at('recheck_mailed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.country] })],
);

/** Changes of an Abo's monthly amount (issue 26 §2): a log beside the donation, no personal data of its own. */
export const aboChanges = pgTable(
  'abo_changes',
  {
    id: text('id').primaryKey(),
    donationId: text('donation_id')
      .notNull()
      .references(() => donations.donationId),
    fromAmountCents: integer('from_amount_cents').notNull(),
    fromDonationType: text('from_donation_type').$type<DonationType>().notNull(),
    toAmountCents: integer('to_amount_cents').notNull(),
    toDonationType: text('to_donation_type').$type<DonationType>().notNull(),
    requestedAt: at('requested_at').notNull(),
    state: text('state').$type<'CHANGED' | 'REQUESTED'>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
  },
  (t) => [index('abo_changes_donation_idx').on(t.donationId)],
);

/**
 * What the team does by hand in the Twingle Manager (issue 31 §2): end an Abo or change its amount. No personal data
 * of its own; the link's secret only as its SHA-256.
 */
export const teamTasks = pgTable(
  'team_tasks',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'END' | 'CHANGE' | 'PAUSE'>().notNull(),
    donationId: text('donation_id')
      .notNull()
      .references(() => donations.donationId),
    newAmountCents: integer('new_amount_cents'),
    /** Kind PAUSE: first day without a debit, and the day debits start again. */
    pauseFrom: date('pause_from', { mode: 'string' }),
    pauseUntil: date('pause_until', { mode: 'string' }),
    requestedBy: text('requested_by').$type<'DONOR' | 'ACCOUNT_CLOSED'>().notNull(),
    requestedAt: at('requested_at').notNull(),
    remindAt: at('remind_at').notNull(),
    dueBy: date('due_by', { mode: 'string' }).notNull(),
    linkTokenHash: text('link_token_hash').notNull(),
    linkExpiresAt: at('link_expires_at').notNull(),
    doneAt: at('done_at'),
    doneBy: text('done_by').$type<'TEAM' | 'TWINGLE'>(),
    lastRemindedAt: at('last_reminded_at'),
  },
  (t) => [
    index('team_tasks_donation_idx').on(t.donationId),
    index('team_tasks_open_idx')
      .on(t.requestedAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/**
 * The link „Abo verwalten“ of the newest mail about an Abo (issue 33 §2): one row per Abo, replaced by each new mail,
 * so the link before stops working. The secret only as its SHA-256.
 */
export const aboManageLinks = pgTable('abo_manage_links', {
  donationId: text('donation_id')
    .primaryKey()
    .references(() => donations.donationId),
  tokenHash: text('token_hash').notNull(),
  issuedAt: at('issued_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * Trees given as a present (issue 26 §1): keyed by the payment intent until the push links donation and order.
 * Personal data: the giver (user id), the recipient's name and address, the message, the claimant.
 */
export const treeGifts = pgTable(
  'tree_gifts',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => paymentIntents.id),
    donationId: text('donation_id').references(() => donations.donationId),
    orderId: text('order_id'),
    giverUserId: text('giver_user_id'),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email'),
    message: text('message').notNull(),
    deliverOn: date('deliver_on', { mode: 'string' }).notNull(),
    state: text('state').$type<TreeGiftState>().notNull(),
    createdAt: at('created_at').notNull(),
    deliveredAt: at('delivered_at'),
    claimedAt: at('claimed_at'),
    claimedByUserId: text('claimed_by_user_id'),
  },
  (t) => [
    uniqueIndex('tree_gifts_token_idx').on(t.token),
    uniqueIndex('tree_gifts_intent_idx').on(t.paymentIntentId),
    index('tree_gifts_giver_idx').on(t.giverUserId),
    index('tree_gifts_claimed_by_idx').on(t.claimedByUserId),
    index('tree_gifts_due_idx')
      .on(t.deliverOn)
      .where(sql`delivered_at is null`),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    /** lower(email): one consent record per address, whatever its spelling. */
    emailKey: text('email_key').primaryKey(),
    email: text('email').notNull(),
    status: text('status').$type<'PENDING_CONFIRMATION' | 'CONFIRMED'>().notNull(),
    signedUpAt: at('signed_up_at').notNull(),
    consentTextVersion: text('consent_text_version').notNull(),
    confirmationMailSentAt: at('confirmation_mail_sent_at'),
    confirmedAt: at('confirmed_at'),
    confirmationToken: text('confirmation_token').notNull(),
  },
  (t) => [uniqueIndex('newsletter_token_uq').on(t.confirmationToken)],
);

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  contactEmail: text('contact_email').notNull(),
  contactName: text('contact_name').notNull(),
  message: text('message').notNull(),
  receivedAt: at('received_at').notNull(),
});

export const frontendErrors = pgTable('frontend_errors', {
  id: text('id').primaryKey(),
  message: text('message').notNull(),
  stacktrace: text('stacktrace'),
  url: text('url'),
  userAgent: text('user_agent'),
  userId: text('user_id'),
  reportedAt: at('reported_at').notNull(),
});

/** Zuwendungsbestätigungen as issued (ReceiptRecord); gifts and recipient as JSON, amounts in cents. */
export const receipts = pgTable(
  'receipts',
  {
    number: text('number').primaryKey(),
    userId: text('user_id'),
    kind: text('kind').$type<ReceiptKind>().notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    amountCents: integer('amount_cents').notNull(),
    gifts: jsonb('gifts')
      .$type<{ orderId: string; donatedAt: string; amountCents: number; donationType: DonationType }[]>()
      .notNull(),
    recipient: jsonb('recipient').$type<ReceiptRecipient>(),
    issuedAt: at('issued_at').notNull(),
    sha256: text('sha256').notNull(),
    voidedAt: at('voided_at'),
    replacedBy: text('replaced_by'),
    /** When the Sammelbestätigung went out by mail (the yearly job sends each once). */
    mailedAt: at('mailed_at'),
  },
  (t) => [index('receipts_user_idx').on(t.userId)],
);

/** rate-limiter-flexible's counters (RateLimiterDrizzle): shared by every instance, atomic upserts. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: at('expire'),
});

/**
 * The durable mail outbox (issue 34 §1; server/core/domain/mail/mailQueue.ts): every mail is a row first, stored in the
 * transaction of the change that causes it where there is one; the worker claims due rows with `FOR UPDATE SKIP
 * LOCKED` and a lease (`claimed_by`, `locked_until`), so several instances never send one mail twice, and retries with
 * exponential backoff until `dead_at`. Attachments (receipt PDFs) as base64 in JSON.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; contentBase64: string }[]>()
      .notNull()
      .default([]),
    createdAt: at('created_at').notNull(),
    /** A notice to the team about dead mails: when it dies itself, nobody is told again. */
    teamNotice: boolean('team_notice').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    claimedBy: text('claimed_by'),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    deadAt: at('dead_at'),
    /** When the team was told that this mail is dead (once). */
    deadNoticedAt: at('dead_noticed_at'),
  },
  (t) => [
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null and dead_at is null`),
    index('mail_queue_dead_idx')
      .on(t.deadAt)
      .where(sql`dead_at is not null and dead_noticed_at is null`),
    index('mail_queue_created_idx').on(t.createdAt),
  ],
);
