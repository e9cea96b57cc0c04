import { pledgePredicate } from '../co2/claims.js';
import type { Clock, Mailer, SiteConfig } from '../../ports.js';
import type { Repositories, TreeGiftRecord } from '../../repositories/types.js';
import { PRODUCT_NAME } from '../product.js';
import { berlinToday, germanDate } from './rules.js';
import type { TreeGiftCertificate, TreeGiftService } from './service.js';

/** Turns a gift's certificate into its PDF (pdfkit on the Node server). */
export interface GiftCertificateRenderer {
  render(certificate: TreeGiftCertificate): Promise<Uint8Array>;
}

/** „einen Baum“ / „3 Bäume“ */
export const treesText = (n: number) => (n === 1 ? 'einen Baum' : `${n.toLocaleString('de-DE')} Bäume`);

export const certificateUrl = (site: SiteConfig, token: string) => `${site.appUrl}/geschenk/${token}`;

/**
 * Sends the gifts whose day has come (issue 26 §1): the recipient gets a German mail with the certificate's link and
 * its PDF; a gift without recipient address goes to the giver at once, to print. Safe on several instances and after
 * a restart: each gift is sent under its lock, only while delivered_at is empty, and marked by a conditional update in
 * the same unit — a second run or instance finds it delivered and sends nothing. A mail that fails leaves no mark
 * and is tried again on the next run.
 */
export class GiftDeliveries {
  constructor(
    private readonly repos: Pick<Repositories, 'treeGifts' | 'users' | 'atomically'>,
    private readonly gifts: TreeGiftService,
    private readonly renderer: GiftCertificateRenderer,
    private readonly mailer: Mailer,
    private readonly site: SiteConfig,
    private readonly clock: Clock,
  ) {}

  /** Sends what is due now; returns the ids of the gifts delivered by this run. */
  async run(log: (line: string) => void = () => {}): Promise<string[]> {
    const delivered: string[] = [];
    for (const due of await this.repos.treeGifts.listDue(berlinToday(this.clock))) {
      try {
        if (await this.deliverOne(due.id)) delivered.push(due.id);
      } catch (error) {
        log(`gifts: gift ${due.id} not delivered: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return delivered;
  }

  private deliverOne(id: string): Promise<boolean> {
    return this.repos.atomically([`gift:${id}`], async () => {
      const gift = await this.repos.treeGifts.findById(id);
      const today = berlinToday(this.clock);
      if (!gift || gift.deliveredAt !== null || gift.donationId === null) return false;
      if (gift.recipientEmail !== null && gift.deliverOn > today) return false;
      const certificate = await this.gifts.certificateOf(gift);
      const pdf = await this.renderer.render(certificate);
      const mail = gift.recipientEmail
        ? this.recipientMail(gift, certificate)
        : await this.giverMail(gift, certificate);
      if (!mail) return false;
      await this.mailer.send({
        ...mail,
        attachments: [{ filename: 'Baum-Urkunde.pdf', contentType: 'application/pdf', content: pdf }],
      });
      return this.repos.treeGifts.markDelivered(gift.id, this.clock());
    });
  }

  private recipientMail(gift: TreeGiftRecord, c: TreeGiftCertificate) {
    return {
      to: gift.recipientEmail!,
      subject: `${c.giverName} schenkt dir ${treesText(c.treeCount)} ${c.atForest}`,
      text: [
        `Hallo ${gift.recipientName},`,
        '',
        `${c.giverName} hat dir ${treesText(c.treeCount)} geschenkt: gepflanzt ${c.atForest}, ` +
          `${c.treeCount === 1 ? 'er' : 'sie'} ${pledgePredicate(c.treeCount)}.`,
        ...(gift.message ? ['', `${c.giverName} schreibt dir:`, gift.message] : []),
        '',
        'Deine Urkunde liegt dieser E-Mail bei. Online findest du sie hier – sobald gepflanzt ist, auch mit der Fläche:',
        certificateUrl(this.site, gift.token),
        '',
        `Dort kannst du die Bäume auch in deinen eigenen Klimahain übernehmen.`,
        '',
        `Viel Freude damit! Dein ${PRODUCT_NAME}-Team`,
      ].join('\n'),
    };
  }

  private async giverMail(gift: TreeGiftRecord, c: TreeGiftCertificate) {
    const giver = gift.giverUserId ? await this.repos.users.findById(gift.giverUserId) : undefined;
    if (!giver || giver.closedAt) return null;
    return {
      to: giver.email,
      subject: `Deine Baum-Urkunde für ${gift.recipientName} zum Ausdrucken`,
      text: [
        `Hallo ${giver.firstName || 'du'},`,
        '',
        `anbei die Urkunde über ${treesText(c.treeCount)} ${c.atForest} für ${gift.recipientName} ` +
          `(geplant für den ${germanDate(gift.deliverOn)}) – zum Ausdrucken und Überreichen.`,
        '',
        'Auf der Urkunde steht der Link, mit dem die beschenkte Person die Bäume in ihren eigenen Klimahain übernehmen kann:',
        certificateUrl(this.site, gift.token),
        '',
        `Danke für jeden Baum! Dein ${PRODUCT_NAME}-Team`,
      ].join('\n'),
    };
  }
}
