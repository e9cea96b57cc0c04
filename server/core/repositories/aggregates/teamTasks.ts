import type { IsoDate } from './values.js';

/**
 * What the team has to do by hand in the Twingle Manager: end an Abo, or change its amount. Twingle has no public API
 * for either, so the app records the donor's request as a task, mails the team, and the task is done when the team
 * confirms it (the mail's one-time link) or Twingle's push shows it happened. No personal data of its own: the
 * donation says whose Abo it is.
 */
export interface TeamTaskRecord {
  id: string;
  /** END the Abo, CHANGE its amount, or PAUSE it for some months. */
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
  /** OBSOLETE: closed unfinished because the Abo ended (a pause or a new amount asked for it was pointless then). */
  doneBy: 'TEAM' | 'TWINGLE' | 'OBSOLETE' | null;
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
