import type { Mail, Mailer, SiteConfig } from '../../ports.js';
import type { DonationRecord, OrderRepository, UserRepository } from '../../repositories/types.js';
import { PRODUCT_NAME } from '../product.js';
import { euro, forestOf } from './wording.js';

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
): Mail {
  const abo = `dein Abo über ${euro.format(donation.amount)} im Monat für ${forestOf(donation.project)}`;
  const last = lastDebit
    ? `Deine letzte Abbuchung war am ${longDate.format(lastDebit)}.`
    : 'Von diesem Abo wurde noch nichts abgebucht.';
  const body =
    state === 'ENDED'
      ? [`${abo} ist beendet. ${last} Ab jetzt buchen wir nichts mehr ab.`]
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
  ) {}

  async send(donation: DonationRecord, state: AboEndState): Promise<void> {
    const user = donation.userId ? await this.users.findById(donation.userId) : undefined;
    if (!user || user.closedAt) return;
    const paid = (await this.orders.listByDonation(donation.donationId)).filter((o) => o.orderState !== 'ABORTED');
    const lastDebit = paid.reduce<Date | null>(
      (latest, o) => (!latest || o.donatedAt > latest ? o.donatedAt : latest),
      null,
    );
    await this.mailer.send(aboEndMail(user.email, user.firstName, donation, lastDebit, state, this.site));
  }
}
