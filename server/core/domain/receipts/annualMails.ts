import type { Clock, Mailer, SiteConfig } from '../../ports.js';
import type { Repositories, UserRecord } from '../../repositories/types.js';
import { PRODUCT_NAME } from '../product.js';
import type { ReceiptService } from './service.js';
import { germanYear } from '../calendar/calendarDays.js';

/**
 * From 1 January each donor who asked for it („Zuwendungsbestätigungen per E-Mail“) gets the past year's
 * Sammelbestätigung as a PDF by mail, once. Safe to run often and on several server instances at once: the mail goes
 * out under the donor's receipts lock and the receipt records when it was mailed, so a second run sends nothing.
 * A mail that fails leaves no mark and is tried again on the next run.
 */
export class AnnualReceiptMails {
  constructor(
    private readonly repos: Pick<Repositories, 'users' | 'receipts' | 'atomically'>,
    private readonly receipts: ReceiptService,
    private readonly mailer: Mailer,
    private readonly site: SiteConfig,
    private readonly clock: Clock,
  ) {}

  /** Sends what is due now; returns the numbers of the receipts mailed. */
  async run(log: (line: string) => void = () => {}): Promise<string[]> {
    const year = germanYear(this.clock()) - 1;
    const mailed: string[] = [];
    for (const id of await this.repos.users.listReceiptMailRecipients()) {
      const user = await this.repos.users.findById(id);
      if (!user || user.closedAt) continue;
      try {
        const number = await this.mailOne(user, year);
        if (number) mailed.push(number);
      } catch (error) {
        log(
          `receipts: Sammelbestätigung ${year} for user ${id} not mailed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return mailed;
  }

  private async mailOne(user: UserRecord, year: number): Promise<string | null> {
    const gifts = (await this.receipts.years(user)).find((y) => y.year === year);
    if (!gifts) return null;
    const issued = await this.receipts.issueForYear(user, year);
    if (issued.receipt.mailedAt) return null;
    return this.repos.atomically([`receipts:${user.id}`], async () => {
      const current = await this.repos.receipts.findByNumber(issued.receipt.number);
      if (!current || current.mailedAt || current.voidedAt) return null;
      const fileName = `Sammelbestaetigung-${year}-${current.number}.pdf`;
      await this.mailer.send({
        to: user.email,
        subject: `Deine Sammelbestätigung ${year} für das Finanzamt`,
        text: [
          `Hallo ${user.firstName || 'du'},`,
          '',
          `anbei deine Sammelbestätigung über deine Spenden an ${PRODUCT_NAME} im Jahr ${year} (Nr. ${current.number}) für deine Steuererklärung.`,
          'Du findest sie auch jederzeit in deinem Konto unter „Abo & Spenden“:',
          `${this.site.appUrl}/mein-klimahain/abo-spenden`,
          '',
          'Du möchtest sie nicht mehr per E-Mail bekommen? Schalte es in deinem Profil ab:',
          `${this.site.appUrl}/mein-klimahain/profil-bearbeiten`,
          '',
          `Danke für jeden Baum! Dein ${PRODUCT_NAME}-Team`,
        ].join('\n'),
        attachments: [{ filename: fileName, contentType: 'application/pdf', content: issued.pdf }],
      });
      await this.repos.receipts.save({ ...current, mailedAt: this.clock() });
      return current.number;
    });
  }
}
