import type { Mail, Mailer, SiteConfig } from '../../ports.js';
import type {
  AboChangeRecord,
  DonationRecord,
  IsoDate,
  TeamTaskRepository,
  UserRepository,
} from '../../repositories/types.js';
import { dueDay } from '../teamTasks/workingDays.js';
import { PRODUCT_NAME } from '../product.js';
import { RHYTHM_PER } from './rhythms.js';
import { treeUnitsFor } from './rules.js';
import { euro, forestOf, treesCount } from './wording.js';
import { manageLinkLines, type AboManageLinks } from './aboManageLink.js';

/**
 * CHANGED: the provider changed it at once. REQUESTED: it accepted and confirms later. CONFIRMED: the first debit of
 * the new amount arrived, so the earlier request is done. CARRIED_OUT: the team changed it in the Twingle Manager —
 * nothing of the new amount is debited yet. FOLLOWED: Twingle debited another amount than the Abo's, nobody asked for it
 * in the app (e.g. in Twingle's donor area), and the Abo here follows the money (issue 38).
 */
export type AboChangeMailState = 'CHANGED' | 'REQUESTED' | 'CONFIRMED' | 'CARRIED_OUT' | 'FOLLOWED';

/** The German confirmation of an Abo's new monthly amount, as honest as the end's: what runs now, what comes. */
export function aboChangeMail(
  to: string,
  firstName: string,
  donation: DonationRecord,
  change: Pick<AboChangeRecord, 'fromAmount' | 'toAmount'>,
  state: AboChangeMailState,
  site: SiteConfig,
  /** The day the team promised to change it at Twingle (a team task, issue 31 §2); null: Twingle confirms by itself. */
  dueBy: IsoDate | null = null,
  /** The link „Abo verwalten“ (issue 33 §2); null: none. */
  manageLink: string | null = null,
): Mail {
  const next = `${euro.format(change.toAmount)} ${RHYTHM_PER[donation.rhythm]} (${treesCount(treeUnitsFor(change.toAmount))} für ${forestOf(donation.project)})`;
  const body =
    state === 'REQUESTED' && dueBy
      ? [
          `du hast dein Abo von ${euro.format(change.fromAmount)} auf ${next} geändert. Unser Zahlungsdienstleister Twingle bietet dafür keine Schnittstelle: Unser Team ändert den Betrag deshalb von Hand bei Twingle, spätestens am ${dueDay(dueBy)}.`,
          `Bis dahin läuft dein Abo mit ${euro.format(change.fromAmount)} im Monat weiter. Sobald der neue Betrag gilt, schreiben wir dir noch einmal.`,
        ]
      : state === 'FOLLOWED'
        ? [
            `Twingle hat von deinem Abo ${euro.format(change.toAmount)} abgebucht statt der bisherigen ${euro.format(change.fromAmount)} ${RHYTHM_PER[donation.rhythm]}. Der Betrag wurde also bei Twingle geändert, zum Beispiel in Twingles Spenderbereich.`,
            `Dein Abo läuft deshalb ab jetzt mit ${next}. Alle bisher gepflanzten Bäume bleiben in deinem Pflanzbuch.`,
            `Hast du den Betrag nicht geändert, oder war er nur einmal anders gedacht? Dann schreib uns (${site.appUrl}/kontakt) – wir klären es und erstatten auf Wunsch.`,
          ]
        : state === 'CARRIED_OUT'
          ? [
              `unser Team hat dein Abo bei Twingle auf ${next} umgestellt.`,
              `Der neue Betrag gilt ab der nächsten Abbuchung; bis dahin bleibt es bei ${euro.format(change.fromAmount)} im Monat. Alle bisher gepflanzten Bäume bleiben in deinem Pflanzbuch.`,
            ]
          : state === 'REQUESTED'
            ? [
                `du hast dein Abo von ${euro.format(change.fromAmount)} auf ${next} geändert. Unser Zahlungsdienstleister Twingle hat die Änderung angenommen und bestätigt sie noch.`,
                `Bis dahin läuft dein Abo mit ${euro.format(change.fromAmount)} im Monat weiter; eine Abbuchung, die schon unterwegs war, kann noch diesen Betrag haben. Sobald Twingle den neuen Betrag abbucht, schreiben wir dir noch einmal.`,
              ]
            : [
                `dein Abo läuft ab jetzt mit ${next}${state === 'CONFIRMED' ? ' – Twingle hat die Änderung bestätigt und den neuen Betrag abgebucht' : ''}.`,
                `Vorher waren es ${euro.format(change.fromAmount)} im Monat. Alle bisher gepflanzten Bäume bleiben in deinem Pflanzbuch.`,
              ];
  return {
    to,
    subject:
      state === 'REQUESTED'
        ? 'Dein Abo wird geändert'
        : state === 'FOLLOWED'
          ? 'Dein Abo läuft mit dem neuen Betrag'
          : 'Dein Abo ist geändert',
    text: [
      `Hallo ${firstName || 'du'},`,
      '',
      ...body,
      '',
      'Dein Abo und seine Beträge siehst du hier:',
      `${site.appUrl}/mein-klimahain/abo-spenden`,
      ...manageLinkLines(manageLink),
      '',
      `Dein ${PRODUCT_NAME}-Team`,
    ].join('\n'),
  };
}

/** Sends that mail to the donation's owner (guests and closed accounts have none to write to). */
export class AboChangeMails {
  constructor(
    private readonly users: Pick<UserRepository, 'findById'>,
    private readonly mailer: Mailer,
    private readonly site: SiteConfig,
    /** Where the team's task to change it lives (its promised day goes into the mail). */
    private readonly teamTasks: Pick<TeamTaskRepository, 'listByDonation'> | null = null,
    /** Issues each mail's link „Abo verwalten“ (issue 33 §2); null: no link. */
    private readonly links: Pick<AboManageLinks, 'issue'> | null = null,
  ) {}

  async send(
    donation: DonationRecord,
    change: Pick<AboChangeRecord, 'fromAmount' | 'toAmount'>,
    state: AboChangeMailState,
  ): Promise<void> {
    const user = donation.userId ? await this.users.findById(donation.userId) : undefined;
    if (!user || user.closedAt) return;
    const task = (await this.teamTasks?.listByDonation(donation.donationId))?.findLast(
      (t) => t.kind === 'CHANGE' && t.doneAt === null,
    );
    await this.mailer.send(
      aboChangeMail(
        user.email,
        user.firstName,
        donation,
        change,
        state,
        this.site,
        task?.dueBy ?? null,
        (await this.links?.issue(donation.donationId)) ?? null,
      ),
    );
  }
}
