import type { Mail } from '../../ports.js';
import type { DonationRecord, OrderRecord, TeamTaskRecord, UserRecord } from '../../repositories/types.js';
import { euro, forestOf } from '../donations/wording.js';
import { PRODUCT_NAME } from '../product.js';
import { dueDay } from './workingDays.js';
import { addDays } from '../calendar/calendarDays.js';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

const germanDay = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
/** „01.03.2027“ for 2027-03-01. */
const day = (iso: string) => germanDay.format(new Date(`${iso}T00:00:00Z`));
/** The day before an ISO day (the pause's last day). */
const dayBefore = (iso: string) => addDays(iso, -1);

const who = (user: UserRecord | undefined) =>
  user && !user.closedAt
    ? `${user.firstName} ${user.lastName} (${user.email})`
    : 'ein Spender (Konto inzwischen geschlossen)';

/** What the team does in the Twingle Manager, and the facts it needs to find the recurring donation. */
function taskLines(task: TeamTaskRecord, donation: DonationRecord, user: UserRecord | undefined): string[] {
  const action =
    task.kind === 'END'
      ? 'die wiederkehrende Spende beenden, damit nichts mehr abgebucht wird'
      : task.kind === 'PAUSE'
        ? `die wiederkehrende Spende pausieren: keine Abbuchung vom ${day(task.pauseFrom!)} bis einschließlich ${day(dayBefore(task.pauseUntil!))}, ab dem ${day(task.pauseUntil!)} wieder monatlich`
        : `den monatlichen Betrag auf ${euro.format(task.newAmount!)} ändern`;
  return [
    `${who(user)} hat am ${dateTime.format(task.requestedAt)} ${
      task.requestedBy === 'ACCOUNT_CLOSED'
        ? 'sein Konto geschlossen; damit endet das Abo.'
        : task.kind === 'END'
          ? 'das Abo beendet.'
          : task.kind === 'PAUSE'
            ? 'das Abo pausiert.'
            : 'den Betrag des Abos geändert.'
    }`,
    '',
    `Bitte im Twingle Manager ${action} – spätestens am ${dueDay(task.dueBy)}; so haben wir es zugesagt.`,
    '',
    `  Twingle-Transaktion (trx_id): ${donation.paymentProviderTransactionId ?? '(keine – nur in Klimahain erfasst)'}`,
    `  Projekt:                      ${forestOf(donation.project)}`,
    `  Betrag bisher:                ${euro.format(donation.amount)} im Monat, seit ${dateTime.format(donation.donatedAt)}`,
    ...(task.kind === 'CHANGE' ? [`  Neuer Betrag:                 ${euro.format(task.newAmount!)} im Monat`] : []),
    ...(task.kind === 'PAUSE'
      ? [
          `  Pause:                        vom ${day(task.pauseFrom!)} bis einschließlich ${day(dayBefore(task.pauseUntil!))}`,
          `  Wieder abbuchen ab:           ${day(task.pauseUntil!)}`,
        ]
      : []),
    '',
    'Twingle hat dafür keine Schnittstelle, die wir nutzen können; die Änderung geht nur im Twingle Manager.',
  ];
}

/**
 * The task with its link: when it is opened, and as a reminder while it is open (each reminder carries a new link;
 * the old one no longer works).
 */
export function teamTaskMail(
  to: string,
  task: TeamTaskRecord,
  donation: DonationRecord,
  user: UserRecord | undefined,
  link: string,
  { reminder = false }: { reminder?: boolean } = {},
): Mail {
  const what = task.kind === 'END' ? 'beenden' : task.kind === 'PAUSE' ? 'pausieren' : 'ändern';
  const trx = donation.paymentProviderTransactionId ?? donation.donationId;
  return {
    to,
    subject: `${reminder ? 'Erinnerung' : 'Aufgabe'}: Abo bei Twingle ${what} (${trx})`,
    text: [
      'Hallo Team,',
      '',
      ...(reminder ? ['diese Aufgabe ist noch offen:', ''] : []),
      ...taskLines(task, donation, user),
      '',
      reminder
        ? 'Erledigt? Hier bestätigen (neuer Link; frühere Links gelten nicht mehr):'
        : 'Wenn es erledigt ist, hier bestätigen – dann bekommt der Spender seine Bestätigung:',
      link,
      '',
      `Der Link gilt 14 Tage; jede Erinnerung bringt einen neuen. ${
        task.kind === 'PAUSE'
          ? 'Eine Pause meldet Twingle nicht: Bitte mit dem Link bestätigen.'
          : `Meldet Twingle ${task.kind === 'END' ? 'das Ende (endrecurring)' : 'die erste Abbuchung mit dem neuen Betrag'} vorher, schließt sich die Aufgabe von selbst.`
      }`,
      'Offene Aufgaben zeigt `npm run team:tasks`.',
      '',
      `${PRODUCT_NAME} (automatische Nachricht)`,
    ].join('\n'),
  };
}

/** Twingle debited an Abo after the donor asked to end it: the team must act now (refund or end). */
export function debitAfterEndRequestAlert(
  to: string,
  task: TeamTaskRecord,
  donation: DonationRecord,
  order: OrderRecord,
  user: UserRecord | undefined,
): Mail {
  return {
    to,
    subject: `Achtung: Abbuchung nach Kündigung (${donation.paymentProviderTransactionId ?? donation.donationId})`,
    text: [
      'Hallo Team,',
      '',
      `Twingle hat am ${dateTime.format(order.donatedAt)} noch ${euro.format(order.amount)} abgebucht (Rate ${order.paymentProviderTransactionId ?? order.treeProviderDonationId}), obwohl ${who(user)} das Abo am ${dateTime.format(task.requestedAt)} beendet hat.`,
      '',
      'Die Abbuchung ist verbucht und pflanzt Bäume wie jede andere; der Spender sieht sie in „Abo & Spenden“ als „nach deiner Kündigung abgebucht“. Möchte er sein Geld zurück, erstattet es über Twingle.',
      '',
      ...taskLines(task, donation, user),
      '',
      `${PRODUCT_NAME} (automatische Nachricht)`,
    ].join('\n'),
  };
}

/** The facts that find an Abo and one of its debits in the Twingle Manager. */
const debitFacts = (donation: DonationRecord, order: OrderRecord) => [
  `  Abo, Twingle-Transaktion (trx_id): ${donation.paymentProviderTransactionId ?? '(keine – nur in Klimahain erfasst)'}`,
  `  Abbuchung (trx_id):                ${order.paymentProviderTransactionId ?? order.treeProviderDonationId}`,
  `  Abgebucht:                         ${euro.format(order.amount)} am ${dateTime.format(order.donatedAt)}`,
  `  Projekt:                           ${forestOf(donation.project)}`,
];

/**
 * Twingle debited an Abo that has ended here (issue 38): recorded like any debit — money Twingle took is never refused —
 * and the team is alerted at once: the end may not have happened at Twingle, and the donor may want the money back.
 */
export function debitAfterEndAlert(
  to: string,
  donation: DonationRecord,
  order: OrderRecord,
  user: UserRecord | undefined,
  tasks: readonly TeamTaskRecord[],
): Mail {
  const end = tasks.findLast((t) => t.kind === 'END' && t.doneAt !== null);
  const how =
    end?.doneBy === 'TEAM'
      ? `das Team hat am ${dateTime.format(end.doneAt!)} „In Twingle erledigt“ bestätigt`
      : 'Twingle hat das Ende oder die Stornierung der ersten Zahlung gemeldet';
  return {
    to,
    subject: `Achtung: Abbuchung nach Abo-Ende (${donation.paymentProviderTransactionId ?? donation.donationId})`,
    text: [
      'Hallo Team,',
      '',
      `Twingle hat am ${dateTime.format(order.donatedAt)} noch ${euro.format(order.amount)} abgebucht, obwohl das Abo von ${who(user)} hier seit dem ${dateTime.format(donation.canceledAt!)} beendet ist (${how}).`,
      '',
      'Die Abbuchung ist verbucht und pflanzt Bäume wie jede andere; sie steht auf der Zuwendungsbestätigung, und der Spender sieht sie in „Abo & Spenden“ als Abbuchung nach seiner Kündigung, mit dem Angebot, sie erstatten zu lassen.',
      '',
      'Bitte im Twingle Manager prüfen, ob die wiederkehrende Spende dort wirklich beendet ist – sonst bucht Twingle weiter ab – und sie gegebenenfalls beenden. Möchte der Spender sein Geld zurück, erstattet es über Twingle.',
      '',
      ...debitFacts(donation, order),
      '',
      `${PRODUCT_NAME} (automatische Nachricht)`,
    ].join('\n'),
  };
}

/**
 * Twingle debited another amount than the Abo's (issue 38), e.g. the donor changed it in Twingle's donor area: the Abo
 * here now runs with the debited amount, the donor was told; the team checks it in the Twingle Manager.
 */
export function amountFollowedNotice(
  to: string,
  before: DonationRecord,
  order: OrderRecord,
  user: UserRecord | undefined,
  /** A new amount the donor asked for in the app that is still open (its team task stays open). */
  pending: { toAmount: number; requestedAt: Date } | null,
): Mail {
  return {
    to,
    subject: `Abo-Betrag von Twingle übernommen: ${euro.format(order.amount)} statt ${euro.format(before.amount)} (${before.paymentProviderTransactionId ?? before.donationId})`,
    text: [
      'Hallo Team,',
      '',
      `Twingle hat am ${dateTime.format(order.donatedAt)} ${euro.format(order.amount)} vom Abo von ${who(user)} abgebucht; hier lief es mit ${euro.format(before.amount)}. Der Betrag wurde wohl bei Twingle geändert (im Spenderbereich von Twingle oder im Twingle Manager).`,
      '',
      `Eine einmalige Abweichung lässt sich davon nicht unterscheiden: ${PRODUCT_NAME} führt das Abo deshalb ab jetzt mit ${euro.format(order.amount)}, und der Spender hat eine Mail dazu bekommen. Bucht Twingle später wieder einen anderen Betrag ab, folgt das Abo auch dem.`,
      ...(pending
        ? [
            '',
            `Noch offen ist die Änderung auf ${euro.format(pending.toAmount)}, die der Spender am ${dateTime.format(pending.requestedAt)} in ${PRODUCT_NAME} beantragt hat (ihre Aufgabe bleibt offen): Bitte klären, welcher Betrag gelten soll.`,
          ]
        : []),
      '',
      'Bitte im Twingle Manager prüfen, ob der Betrag dort so eingestellt ist.',
      '',
      ...debitFacts(before, order),
      `  Betrag bisher:                     ${euro.format(before.amount)}`,
      '',
      `${PRODUCT_NAME} (automatische Nachricht)`,
    ].join('\n'),
  };
}
