import { notFound } from '../../errors.js';
import type { Clock, SiteConfig } from '../../ports.js';
import type { DonationRecord, Repositories } from '../../repositories/types.js';
import { newTaskSecret, secretHash } from '../teamTasks/teamTaskLink.js';

/** How long a link „Abo verwalten“ works; the mail says so. Each new mail about the Abo carries a new one. */
export const MANAGE_LINK_VALID_DAYS = 30;
const MANAGE_LINK_VALID_MS = MANAGE_LINK_VALID_DAYS * 86_400_000;

/** The one answer for a wrong id, a wrong secret, an expired and a replaced link: no hint which. */
export const MANAGE_LINK_INVALID =
  'Dieser Link gilt nicht mehr. Er gilt 30 Tage und nur bis zur nächsten E-Mail zu deinem Abo – nimm den Link aus der neuesten E-Mail oder melde dich an.';

/**
 * The page of one Abo, for the owner of the link: the secret rides in the fragment, which browsers never send to a
 * server, so it is in no access log or Referer (like the team's task links).
 */
export const manageLinkUrl = (site: Pick<SiteConfig, 'appUrl'>, donationId: string, secret: string): string =>
  `${site.appUrl}/abo/verwalten/${encodeURIComponent(donationId)}#${secret}`;

/** The lines every mail about an Abo ends with (before the greeting). */
export const manageLinkLines = (link: string | null): string[] =>
  link
    ? [
        '',
        `Abo verwalten – Betrag ändern, pausieren oder beenden, ohne Anmeldung (der Link gilt ${MANAGE_LINK_VALID_DAYS} Tage und nur für dieses Abo; die nächste E-Mail zu deinem Abo bringt einen neuen, dann gilt dieser nicht mehr):`,
        link,
      ]
    : [];

/**
 * The signed link „Abo verwalten“ in every mail about an Abo (issue 33 §2). It opens that one Abo's page without
 * signing in and lets its holder change, pause or end that Abo — nothing else of the account. Only the secret's
 * SHA-256 is stored, one per Abo: a new mail's link replaces the one before, which stops working; each expires.
 */
export class AboManageLinks {
  constructor(
    private readonly repos: Pick<Repositories, 'aboManageLinks' | 'donations'>,
    private readonly site: Pick<SiteConfig, 'appUrl'>,
    private readonly clock: Clock,
  ) {}

  /** A new link for the Abo's next mail; the previous one stops working. */
  async issue(donationId: string): Promise<string> {
    const secret = newTaskSecret();
    const now = this.clock();
    await this.repos.aboManageLinks.save({
      donationId,
      tokenHash: await secretHash(secret),
      issuedAt: now,
      expiresAt: new Date(now.getTime() + MANAGE_LINK_VALID_MS),
    });
    return manageLinkUrl(this.site, donationId, secret);
  }

  /** The Abo behind a link, or null — unknown id, wrong secret, expired or replaced alike. */
  async donationOf(donationId: string, secret: string): Promise<DonationRecord | null> {
    if (!donationId || !secret) return null;
    const link = await this.repos.aboManageLinks.find(donationId);
    if (!link || link.tokenHash !== (await secretHash(secret))) return null;
    if (link.expiresAt.getTime() <= this.clock().getTime()) return null;
    const donation = await this.repos.donations.findById(donationId);
    // The link is the owner's: once the Abo has no owner (account closed), it opens nothing.
    return donation?.userId ? donation : null;
  }

  /** What the link's page shows: the Abo and when the link stops working; null for any link that is not valid. */
  async view(donationId: string, secret: string): Promise<{ donation: DonationRecord; expiresAt: Date } | null> {
    const donation = await this.donationOf(donationId, secret);
    const link = donation && (await this.repos.aboManageLinks.find(donationId));
    return donation && link ? { donation, expiresAt: link.expiresAt } : null;
  }

  /** The owner's user id the link stands for, to act on that one Abo as them; NOT_FOUND with the German answer. */
  async ownerOf(donationId: string, secret: string): Promise<string> {
    const donation = await this.donationOf(donationId, secret);
    if (!donation) throw notFound(MANAGE_LINK_INVALID);
    return donation.userId!;
  }
}
