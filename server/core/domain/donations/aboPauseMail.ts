import type { Mail, Mailer, SiteConfig } from '../../ports.js';
import type { DonationRecord, IsoDate, TeamTaskRecord, UserRepository } from '../../repositories/types.js';
import { dueDay } from '../teamTasks/workingDays.js';
import { PRODUCT_NAME } from '../product.js';
import { euro } from './wording.js';
import { manageLinkLines, type AboManageLinks } from './aboManageLink.js';

/** REQUESTED: the team pauses it at Twingle by the promised day. PAUSED: the team has paused it. */
export type AboPauseMailState = 'REQUESTED' | 'PAUSED';

const germanDay = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
/** „01.03.2027“ for 2027-03-01. */
export const pauseDay = (iso: IsoDate): string => germanDay.format(new Date(`${iso}T00:00:00Z`));

/** The German mail about an Abo's pause (issue 33 §2): what was asked, by when, and when debits start again. */
export function aboPauseMail(
  to: string,
  firstName: string,
  donation: DonationRecord,
  pause: Pick<TeamTaskRecord, 'pauseFrom' | 'pauseUntil' | 'dueBy'>,
  state: AboPauseMailState,
  site: SiteConfig,
  /** The link „Abo verwalten“ (issue 33 §2); null: none. */
  manageLink: string | null = null,
): Mail {
  const until = pauseDay(pause.pauseUntil!);
  const body =
    state === 'REQUESTED'
      ? [
          `du möchtest dein Abo (${euro.format(donation.amount)} im Monat) bis zum ${until} pausieren. Unser Zahlungsdienstleister Twingle bietet dafür keine Schnittstelle: Unser Team pausiert dein Abo deshalb von Hand bei Twingle, spätestens am ${dueDay(pause.dueBy)}.`,
          `Bis dahin läuft dein Abo weiter. Sobald es pausiert ist, schreiben wir dir noch einmal. Ab dem ${until} bucht Twingle wieder ${euro.format(donation.amount)} im Monat ab.`,
        ]
      : [
          `dein Abo ist pausiert: Bis zum ${until} bucht Twingle nichts ab.`,
          `Ab dem ${until} läuft es wieder mit ${euro.format(donation.amount)} im Monat. Alle bisher gepflanzten Bäume bleiben in deinem Pflanzbuch.`,
        ];
  return {
    to,
    subject: state === 'REQUESTED' ? 'Dein Abo wird pausiert' : 'Dein Abo ist pausiert',
    text: [
      `Hallo ${firstName || 'du'},`,
      '',
      ...body,
      '',
      'Dein Abo siehst du hier:',
      `${site.appUrl}/mein-klimahain/abo-spenden`,
      ...manageLinkLines(manageLink),
      '',
      `Dein ${PRODUCT_NAME}-Team`,
    ].join('\n'),
  };
}

/** Sends that mail to the donation's owner (guests and closed accounts have none to write to). */
export class AboPauseMails {
  constructor(
    private readonly users: Pick<UserRepository, 'findById'>,
    private readonly mailer: Mailer,
    private readonly site: SiteConfig,
    /** Issues each mail's link „Abo verwalten“ (issue 33 §2); null: no link. */
    private readonly links: Pick<AboManageLinks, 'issue'> | null = null,
  ) {}

  async send(
    donation: DonationRecord,
    pause: Pick<TeamTaskRecord, 'pauseFrom' | 'pauseUntil' | 'dueBy'>,
    state: AboPauseMailState,
  ): Promise<void> {
    const user = donation.userId ? await this.users.findById(donation.userId) : undefined;
    if (!user || user.closedAt) return;
    const link = (await this.links?.issue(donation.donationId)) ?? null;
    await this.mailer.send(aboPauseMail(user.email, user.firstName, donation, pause, state, this.site, link));
  }
}
