import type { Clock, Mail, Mailer, SiteConfig } from '../../ports.js';
import type { CalculatorStateRecord, Repositories, UserRecord } from '../../repositories/types.js';
import { isActive } from '../donations/rules.js';
import { PRODUCT_NAME } from '../product.js';

const longDate = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});
const tonnes = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A result is due for its re-check this long after it was saved. */
export const RECHECK_AFTER_MONTHS = 12;

/** The moment twelve months before `now`: results saved at or before it are due. */
export function recheckCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RECHECK_AFTER_MONTHS);
  return cutoff;
}

/** The German invitation to re-check one's footprint. */
export function recheckMail(user: UserRecord, state: CalculatorStateRecord, site: SiteConfig): Mail {
  return {
    to: user.email,
    subject: 'Ein Jahr später: Wie groß ist dein CO₂-Fußabdruck heute?',
    text: [
      `Hallo ${user.firstName || 'du'},`,
      '',
      `vor einem Jahr, am ${longDate.format(state.createdAt)}, hast du deinen CO₂-Fußabdruck berechnet: ${tonnes.format(Math.trunc(state.co2EmissionTotal * 10) / 10)} t CO₂ im Jahr. Dein Abo richtet sich nach diesem Ergebnis.`,
      '',
      'Vielleicht hat sich seitdem etwas geändert – ein anderer Arbeitsweg, weniger Flüge, eine neue Wohnung. Prüf dein Ergebnis in ein paar Minuten:',
      `${site.appUrl}/co2-rechner`,
      '',
      'Danach siehst du, wie viel weniger (oder mehr) du verursachst, und kannst dein Abo mit einem Klick an das neue Ergebnis anpassen. Ändern musst du nichts: Dein Abo läuft weiter wie bisher.',
      '',
      `Dein ${PRODUCT_NAME}-Team`,
    ].join('\n'),
  };
}

/**
 * Twelve months after a donor's last calculator result — when they have a running Abo — one mail invites them to
 * re-check it (issue 26 §2). Safe to run often, after restarts and on several instances at once: the mail goes out
 * under the result's lock, and a conditional update records it once per result (a newer result starts anew). A mail
 * that fails leaves no mark and is tried again on the next run.
 */
export class FootprintRecheckMails {
  constructor(
    private readonly repos: Pick<Repositories, 'users' | 'donations' | 'calculatorStates' | 'atomically'>,
    private readonly mailer: Mailer,
    private readonly site: SiteConfig,
    private readonly clock: Clock,
  ) {}

  /** Sends what is due now; returns the users mailed. */
  async run(log: (line: string) => void = () => {}): Promise<string[]> {
    const mailed: string[] = [];
    for (const state of await this.repos.calculatorStates.listRecheckDue(recheckCutoff(this.clock()))) {
      try {
        if (await this.mailOne(state)) mailed.push(state.userId);
      } catch (error) {
        log(
          `recheck: mail for user ${state.userId} not sent: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return mailed;
  }

  private async mailOne(due: CalculatorStateRecord): Promise<boolean> {
    const user = await this.repos.users.findById(due.userId);
    if (!user || user.closedAt) return false;
    const abos = (await this.repos.donations.listByUser(user.id)).filter((d) => isActive(d) && !d.endRequestedAt);
    if (abos.length === 0) return false;
    return this.repos.atomically([`recheck:${due.userId}:${due.country}`], async () => {
      // Another instance may have sent it, or the donor saved a newer result, while this one waited for the lock.
      const current = await this.repos.calculatorStates.find(due.userId, due.country);
      if (!current || current.recheckMailedAt || current.createdAt.getTime() !== due.createdAt.getTime()) return false;
      await this.mailer.send(recheckMail(user, current, this.site));
      return this.repos.calculatorStates.markRecheckMailed(due.userId, due.country, current.createdAt, this.clock());
    });
  }
}
