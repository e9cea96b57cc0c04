import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-aria-components';
import { Link as RouterLink } from 'react-router-dom';
import type { DonationCard_donation$key } from '../../__generated__/DonationCard_donation.graphql';
import { ACCOUNT_BASE } from '../../content/routes';
import { projectById } from '../../content/projects';
import { addDays } from '../../../server/core/domain/calendar/calendarDays';
import { formatDate, formatDateTime } from '../../format/date';
import { formatEuro } from '../../format/number';
import { useNumberFormat } from '../../format/useNumberFormat';
import { ChangeAboAmountDialog } from './ChangeAboAmountDialog';
import { PauseAboDialog } from './PauseAboDialog';
import { donationTypeLabel, RHYTHM_LABELS, treesLabel, withRhythm } from './donationLabels';
import styles from './DonationCard.module.css';

/** The day before an ISO day: a pause's last day without a debit. */
const dayBefore = (iso: string) => addDays(iso, -1);

export interface DonationCardProps {
  donation: DonationCard_donation$key;
  /** Shows the „Abo beenden“ link on an active Abo (not on the confirmation page itself). */
  showCancelLink?: boolean;
  /**
   * „Abo & Spenden“: offers „Betrag ändern“ and „Abo pausieren“ on a running monthly Abo; the donor's saved footprint in t CO₂ a year (for
   * the 50/100/150 % amounts) or null. Left out: no change offered (e.g. on the end page).
   */
  changeOffer?: { footprintTonnes: number | null };
  /** The secret of the mail's link „Abo verwalten“ (issue 33 §2): the change and pause act with it, not signed in. */
  manageLink?: string;
}

/** One donation or Abo (spec §3 OutputDonation): label, project, amount, trees, start and end in de-DE. */
export function DonationCard({ donation, showCancelLink = true, changeOffer, manageLink }: DonationCardProps) {
  const format = useNumberFormat();
  const d = useFragment(
    graphql`
      fragment DonationCard_donation on OutputDonation {
        donationId
        donationType
        rhythm
        active
        amount
        project
        donatedAt
        canceledAt
        endRequestedAt
        endDueBy
        pendingAmountChange {
          amount
          dueBy
        }
        pause {
          from
          until
          dueBy
          done
        }
        orders {
          id
          amount
          donatedAt
          debitedAfterEndRequest
        }
        treeUnitsRequested
        giftRecipientName
      }
    `,
    donation,
  );
  const monthly = d.rhythm === 'monthly';
  // Quarterly, half-yearly or yearly: a rhythm Twingle's widget offered (issue 34 §7), named in the title.
  const recurring = d.rhythm !== 'one_time';
  const otherRhythm = recurring && !monthly;
  const project = projectById(d.project);
  return (
    <article className={styles.card} aria-labelledby={`spende-${d.donationId}`}>
      <h3 id={`spende-${d.donationId}`} className={styles.title}>
        {donationTypeLabel(d.donationType)}
        {otherRhythm ? ` (${RHYTHM_LABELS[d.rhythm] ?? d.rhythm})` : null}
        <span className={styles.project}> · {project?.longLocation ?? d.project}</span>
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>Betrag</dt>
          <dd>{withRhythm(formatEuro(d.amount), d.rhythm)}</dd>
        </div>
        <div>
          <dt>Bäume</dt>
          <dd>{withRhythm(treesLabel(d.treeUnitsRequested, format), d.rhythm)}</dd>
        </div>
        <div>
          <dt>{recurring ? 'Beginn' : 'Datum'}</dt>
          <dd>{formatDateTime(d.donatedAt)}</dd>
        </div>
        {d.giftRecipientName ? (
          <div>
            <dt>Geschenk für</dt>
            <dd>{d.giftRecipientName}</dd>
          </div>
        ) : null}
        {d.canceledAt ? (
          <div>
            <dt>Beendet am</dt>
            <dd>{formatDateTime(d.canceledAt)}</dd>
          </div>
        ) : null}
        {d.pause?.done && d.active ? (
          <div>
            <dt>Pausiert bis</dt>
            <dd>{formatDate(d.pause.until)}</dd>
          </div>
        ) : null}
        {d.endRequestedAt && !d.canceledAt ? (
          <div>
            <dt>Beendigung beantragt am</dt>
            <dd>{formatDateTime(d.endRequestedAt)}</dd>
          </div>
        ) : null}
      </dl>
      {d.endRequestedAt && !d.canceledAt ? (
        <p className={styles.pending} role="note">
          {d.endDueBy
            ? `Unser Team beendet dein Abo bei Twingle bis spätestens ${formatDate(d.endDueBy)}. Bis dahin läuft es weiter; wir schreiben dir, sobald es beendet ist.`
            : 'Twingle bestätigt die Beendigung noch. Bis dahin kann höchstens noch eine Abbuchung erfolgen, die bereits unterwegs war.'}
        </p>
      ) : d.pendingAmountChange ? (
        <p className={styles.pending} role="note">
          Neuer Betrag beantragt: {formatEuro(d.pendingAmountChange.amount)} im Monat.{' '}
          {d.pendingAmountChange.dueBy
            ? `Unser Team ändert ihn bei Twingle bis spätestens ${formatDate(d.pendingAmountChange.dueBy)}; bis dahin gilt der bisherige Betrag.`
            : 'Twingle bestätigt die Änderung noch; bis dahin gilt der bisherige Betrag.'}
        </p>
      ) : null}
      {d.pause && d.active && !d.endRequestedAt ? (
        <p className={styles.pending} role="note">
          {d.pause.done
            ? `Dein Abo ist pausiert. Ab dem ${formatDate(d.pause.until)} bucht Twingle wieder ${formatEuro(d.amount)} im Monat ab.`
            : `Pause beantragt: keine Abbuchung vom ${formatDate(d.pause.from)} bis ${formatDate(dayBefore(d.pause.until))}. Unser Team pausiert dein Abo bei Twingle bis spätestens ${formatDate(d.pause.dueBy)}; bis dahin läuft es weiter.`}
        </p>
      ) : null}
      {d.orders
        .filter((o) => o.debitedAfterEndRequest)
        .map((o) => (
          <p key={o.id} className={styles.pending} role="note">
            Nach deinem Kündigungswunsch hat Twingle am {formatDateTime(o.donatedAt)} noch {formatEuro(o.amount)}{' '}
            abgebucht. Die Rate pflanzt Bäume wie jede andere und steht auf deiner Zuwendungsbestätigung. Möchtest du
            das Geld lieber zurück, <RouterLink to="/kontakt">schreib uns</RouterLink> – wir erstatten es.
          </p>
        ))}
      {changeOffer && monthly && d.active && !d.endRequestedAt ? (
        <ChangeAboAmountDialog
          abo={{ donationId: d.donationId, amount: d.amount, donationType: d.donationType }}
          footprintTonnes={changeOffer.footprintTonnes}
          canChange={!d.pendingAmountChange}
          manageLink={manageLink}
        />
      ) : null}
      {changeOffer && monthly && d.active && !d.endRequestedAt ? (
        <PauseAboDialog
          abo={{ donationId: d.donationId, amount: d.amount }}
          canPause={!d.pause}
          manageLink={manageLink}
        />
      ) : null}
      {monthly && d.active && !d.endRequestedAt && showCancelLink ? (
        <Link className={styles.cancel} href={`${ACCOUNT_BASE}/abo-beenden?abo=${encodeURIComponent(d.donationId)}`}>
          Abo beenden
        </Link>
      ) : null}
    </article>
  );
}
