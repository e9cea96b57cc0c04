import type { Mail, Mailer, SiteConfig } from '../../ports.js';
import type {
  DonationRecord,
  IsoDate,
  OrderRepository,
  TeamTaskRepository,
  UserRepository,
} from '../../repositories/types.js';
import { dueDay } from '../teamTasks/workingDays.js';
import { PRODUCT_NAME } from '../product.js';
import { euro, forestOf } from './wording.js';
import { manageLinkLines, type AboManageLinks } from './aboManageLink.js';

const longDate = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

/** What the donor is told: ended (nothing more is debited) or requested (the provider confirms it still). */
export type AboEndState = 'ENDED' | 'END_REQUESTED';

/** The German confirmation of an ended Abo, naming the last debit (the newest payment that was not taken back). */
export function aboEndMail(
  to: string,
  firstName: string,
  donation: DonationRecord,
  lastDebit: Date | null,
  state: AboEndState,
  site: SiteConfig,
  /** The day the team promised to end it at Twingle (a team task, issue 31 §2); null: Twingle confirms by itself. */
  dueBy: IsoDate | null = null,
  /** The link „Abo verwalten“ (issue 33 §2); null: none. */
  manageLink: string | null = null,
): Mail {
  const abo = `dein Abo über ${euro.format(donation.amount)} im Monat für ${forestOf(donation.project)}`;
  const last = lastDebit
    ? `Deine letzte Abbuchung war am ${longDate.format(lastDebit)}.`
    : 'Von diesem Abo wurde noch nichts abgebucht.';
  const body =
    state === 'ENDED'
      ? [`${abo} ist beendet. ${last} Ab jetzt buchen wir nichts mehr ab.`]
      : dueBy
        ? [
            `du hast ${abo} beendet. Unser Zahlungsdienstleister Twingle bietet dafür keine Schnittstelle: Unser Team beendet dein Abo deshalb von Hand bei Twingle, spätestens am ${dueDay(dueBy)}.`,
            `${last} Bis dahin läuft dein Abo weiter. Wird vorher noch eine Rate abgebucht, pflanzt sie Bäume wie jede andere und steht auf deiner Zuwendungsbestätigung; möchtest du das Geld lieber zurück, schreib uns über ${site.appUrl}/kontakt – wir erstatten es.`,
            'Sobald dein Abo beendet ist, schreiben wir dir noch einmal.',
          ]
        : [
            `du hast ${abo} beendet. Unser Zahlungsdienstleister Twingle hat die Beendigung angenommen und bestätigt sie noch.`,
            `${last} Bis zur Bestätigung kann höchstens noch eine Abbuchung erfolgen, die bereits unterwegs war; sie pflanzt Bäume wie jede andere.`,
            'Sobald Twingle bestätigt, schreiben wir dir noch einmal.',
          ];
  return {
    to,
    subject: state === 'ENDED' ? 'Dein Abo ist beendet' : 'Dein Abo wird beendet',
    text: [
      `Hallo ${firstName || 'du'},`,
      '',
      ...body,
      '',
      'Alle Bäume aus deinem Abo bleiben in deinem Pflanzbuch:',
      `${site.appUrl}/mein-klimahain/pflanzbuch`,
      '',
      `Danke, dass du mit ${PRODUCT_NAME} Bäume gepflanzt hast. Ein neues Abo kannst du jederzeit abschließen.`,
      ...manageLinkLines(manageLink),
      '',
      `Dein ${PRODUCT_NAME}-Team`,
    ].join('\n'),
  };
}

/** Sends that mail to the donation's owner (guests and dropped users have none to write to). */
export class AboEndMails {
  constructor(
    private readonly users: Pick<UserRepository, 'findById'>,
    private readonly orders: Pick<OrderRepository, 'listByDonation'>,
    private readonly mailer: Mailer,
    private readonly site: SiteConfig,
    /** Where the team's task to end it lives (its promised day goes into the mail). */
    private readonly teamTasks: Pick<TeamTaskRepository, 'listByDonation'> | null = null,
    /** Issues each mail's link „Abo verwalten“ (issue 33 §2); null: no link. */
    private readonly links: Pick<AboManageLinks, 'issue'> | null = null,
  ) {}

  async send(donation: DonationRecord, state: AboEndState): Promise<void> {
    const user = donation.userId ? await this.users.findById(donation.userId) : undefined;
    if (!user || user.closedAt) return;
    const paid = (await this.orders.listByDonation(donation.donationId)).filter((o) => o.orderState !== 'ABORTED');
    const lastDebit = paid.reduce<Date | null>(
      (latest, o) => (!latest || o.donatedAt > latest ? o.donatedAt : latest),
      null,
    );
    const task = (await this.teamTasks?.listByDonation(donation.donationId))?.findLast(
      (t) => t.kind === 'END' && t.doneAt === null,
    );
    await this.mailer.send(
      aboEndMail(
        user.email,
        user.firstName,
        donation,
        lastDebit,
        state,
        this.site,
        task?.dueBy ?? null,
        (await this.links?.issue(donation.donationId)) ?? null,
      ),
    );
  }
}
