import { notFound } from '../../errors.js';
import type { Clock, IdGenerator, Mailer, SiteConfig } from '../../ports.js';
import type { NewsletterRepository, NewsletterSubscriberRecord, Repositories } from '../../repositories/types.js';
import { confirmationMail } from './confirmationMail.js';

/** Version of the consent text shown beside the sign-up box; stored with each consent. */
export const CONSENT_TEXT_VERSION = '2026-01';

export interface NewsletterResult {
  success: boolean;
  status: NewsletterSubscriberRecord['status'];
}

/** The answer to every sign-up: whether an address is new, pending or confirmed is nobody else's business. */
const PENDING: NewsletterResult = { success: true, status: 'PENDING_CONFIRMATION' };
/** A pending address gets the confirmation mail again at most this often (a form cannot be used to flood it). */
const REMINDER_INTERVAL_MS = 24 * 60 * 60_000;

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export class NewsletterService {
  constructor(
    private readonly subscribers: NewsletterRepository,
    private readonly mailer: Mailer,
    private readonly site: SiteConfig,
    private readonly clock: Clock,
    private readonly newId: IdGenerator,
    private readonly atomically: Repositories['atomically'],
  ) {}

  /**
   * Double opt-in sign-up. When the hidden honeypot copy differs (a bot filled the form), the answer looks like
   * success but nothing is stored or sent.
   */
  async subscribe(email: string, emailDoubleCheck: string): Promise<NewsletterResult> {
    if (!sameAddress(email, emailDoubleCheck)) return PENDING;
    return this.startDoubleOptIn(email);
  }

  /** Sends the confirmation mail unless the address is confirmed or got one within a day; for a consent given in our own UI. */
  startDoubleOptIn(email: string): Promise<NewsletterResult> {
    return this.atomically([newsletterLockKey(email)], () => this.startDoubleOptInUnlocked(email));
  }

  /**
   * startDoubleOptIn for a caller already holding `newsletterLockKey(email)`. The mail goes out before the record is
   * written: if it fails, nothing is stored (the caller sees the error and may try again); two sign-ups of one
   * address cannot both create a record, which would leave the first mail's link dead.
   */
  async startDoubleOptInUnlocked(email: string): Promise<NewsletterResult> {
    const existing = await this.subscribers.findByEmail(email);
    const now = this.clock();
    if (existing?.status === 'CONFIRMED') return PENDING;
    const lastMail = existing?.confirmationMailSentAt?.getTime();
    if (lastMail !== undefined && now.getTime() - lastMail < REMINDER_INTERVAL_MS) return PENDING;

    const record: NewsletterSubscriberRecord = existing ?? {
      email,
      status: 'PENDING_CONFIRMATION',
      signedUpAt: now,
      consentTextVersion: CONSENT_TEXT_VERSION,
      confirmationMailSentAt: null,
      confirmedAt: null,
      confirmationToken: this.newId(),
    };
    await this.mailer.send(confirmationMail(record.email, record.confirmationToken, this.site));
    await this.subscribers.save({ ...record, confirmationMailSentAt: now });
    return PENDING;
  }

  async confirm(token: string): Promise<NewsletterResult> {
    const found = token.trim() ? await this.subscribers.findByToken(token.trim()) : undefined;
    if (!found) throw notFound('Dieser Bestätigungslink ist ungültig.');
    // Under the address's lock, so a resend running at the same time cannot write the pending state back.
    await this.atomically([newsletterLockKey(found.email)], async () => {
      const record = await this.subscribers.findByToken(token.trim());
      if (record && record.status !== 'CONFIRMED') {
        await this.subscribers.save({ ...record, status: 'CONFIRMED', confirmedAt: this.clock() });
      }
    });
    return { success: true, status: 'CONFIRMED' };
  }
}

/** The key under which one address's consent record changes. */
export const newsletterLockKey = (email: string) => `newsletter:${email.toLowerCase()}`;
