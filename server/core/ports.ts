import type { TeamRegion } from './domain/teamTasks/teamRegion.js';
import type { DonationRecord, ReceiptRecord } from './repositories/types.js';

/** Who is calling, as the token verifier established it. */
export interface Identity {
  /** Subject of the access token (Cognito sub); users are keyed by it. */
  sub: string;
  /** Identity-provider groups, e.g. ['admin']. */
  groups: string[];
  /** Identity attributes, when the verifier knows them (used to create the User on its first request). */
  email?: string;
  givenName?: string;
  familyName?: string;
  /** custom:newsletter: the newsletter box was ticked at sign-up (double opt-in starts with the User record). */
  newsletter?: boolean;
}

/**
 * Verifies the x-access-code header. Throws when the token is invalid, expired or forged (InvalidTokenError, or any
 * error that is no InfrastructureError): the request is UNAUTHENTICATED. Throws an InfrastructureError (errors.ts)
 * when it could not check the token at all (signing keys not fetched, store or identity provider unreachable): the
 * request is SERVICE_UNAVAILABLE, and the donor stays signed in.
 */
export interface TokenVerifier {
  verify(token: string): Promise<Identity>;
}

/** The token itself does not verify (signature, expiry, issuer, app client, token use, revoked). */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/**
 * What the server asks the identity provider about the caller, with the caller's own access token (Cognito `GetUser`).
 * The app never tells the server an e-mail address: the server asks where the address was verified.
 */
export interface IdentityDirectory {
  /** The caller's e-mail address if the identity provider marks it verified; null when it is not (yet) verified. */
  verifiedEmail(accessToken: string): Promise<string | null>;
}

export interface Mail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** Files sent along, e.g. a receipt's PDF. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** What the payment provider answered when asked to end a monthly donation. */
export interface RecurringEnd {
  /** ENDED: no further debit. END_REQUESTED: accepted; the provider confirms later (Twingle's endrecurring push). */
  state: 'ENDED' | 'END_REQUESTED';
}

/**
 * The payment provider could not end the recurring donation or change its amount (unreachable, refused, timed out):
 * nothing was ended or changed.
 */
export class RecurringPaymentsError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'RecurringPaymentsError';
  }
}

/** What the server asks of the payment provider about monthly donations. */
export interface RecurringPayments {
  /**
   * Ends the monthly donation at the provider, so no further instalment is debited. The same `idempotencyKey` always
   * means the same request: asking again after a lost answer ends it once. Throws RecurringPaymentsError when it did not.
   */
  endRecurring(
    donation: DonationRecord,
    options: { idempotencyKey: string; reason?: 'DONOR' | 'ACCOUNT_CLOSED' },
  ): Promise<RecurringEnd>;
  /**
   * Changes the amount of each further instalment of a monthly donation to `amountCents` (euro cents). The same
   * `idempotencyKey` always means the same request. Throws RecurringPaymentsError when the amount was not changed.
   */
  changeAmount(
    donation: DonationRecord,
    amountCents: number,
    options: { idempotencyKey: string },
  ): Promise<RecurringChange>;
  /**
   * Pauses a monthly donation: no instalment from `from` until `until` (Europe/Berlin days, `until` excluded), then it
   * runs again (issue 33 §2). The same `idempotencyKey` always means the same request. Throws RecurringPaymentsError
   * when it was not paused (the HTTP adapter always: no such endpoint is known).
   */
  pause(
    donation: DonationRecord,
    pause: RecurringPauseRequest,
    options: { idempotencyKey: string },
  ): Promise<RecurringPause>;
}

/** A pause asked for: the first day without a debit and the day debits start again (yyyy-MM-dd, Europe/Berlin). */
export interface RecurringPauseRequest {
  months: number;
  from: string;
  until: string;
}

/** What the payment provider answered when asked to pause a monthly donation. */
export interface RecurringPause {
  /** PAUSED: done. PAUSE_REQUESTED: accepted; the team pauses it in the Twingle Manager and confirms with its link. */
  state: 'PAUSED' | 'PAUSE_REQUESTED';
}

/** What the payment provider answered when asked to change a monthly donation's amount. */
export interface RecurringChange {
  /** CHANGED: the next instalment is debited at the new amount. CHANGE_REQUESTED: accepted; the provider confirms later. */
  state: 'CHANGED' | 'CHANGE_REQUESTED';
}

/** Turns an issued receipt into its PDF (pdfkit on the Node server). The same record must give the same bytes. */
export interface ReceiptRenderer {
  render(receipt: ReceiptRecord): Promise<Uint8Array>;
}

export type Clock = () => Date;
export type IdGenerator = () => string;

/** Where the app is served; links in mails point here. */
export interface SiteConfig {
  appUrl: string;
  /** Where contact messages go. */
  teamEmail: string;
  /** The Land whose holidays the team keeps (TEAM_REGION, teamTasks/teamRegion.ts); unset: the nationwide ones only. */
  teamRegion?: TeamRegion | null;
}
