import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-aria-components';
import { useLocation, useParams } from 'react-router-dom';
import type { ManageAboPageQuery } from '../../__generated__/ManageAboPageQuery.graphql';
import { ACCOUNT_BASE, pageByInternal } from '../../content/routes';
import { AccountData } from '../../features/account/AccountData';
import { DonationCard } from '../../features/account/DonationCard';
import styles from '../../features/account/accountPage.module.css';
import { usePauseDonation } from '../../features/account/usePauseDonation';
import { requestErrorMessage } from '../../features/privacy/requestErrorMessage';
import { formatDateTime } from '../../format/date';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { MANAGE_LINK_INVALID } from '../../../server/core/domain/donations/aboManageLink';
import { DUE_WORKING_DAYS, dueDay, workingDaysAfter } from '../../../server/core/domain/teamTasks/workingDays';
import { TEAM_REGION } from '../../content/teamRegion';
import { Page } from '../../ui/Page';
import pageStyles from './ManageAboPage.module.css';

const page = pageByInternal('/abo/manage/{id}');

const END_FAILED = 'Das Abo konnte nicht beendet werden; es läuft unverändert weiter. Bitte versuche es noch einmal.';

/**
 * /abo/verwalten/{donationId}#{secret}: the link „Abo verwalten“ in every Abo mail (issue 33 §2). Without signing in,
 * it shows that one Abo and offers what „Abo & Spenden“ offers — change the amount, pause, end — with the same dialogs.
 * The secret rides in the fragment, which no server sees; the page is client-only and not indexed.
 */
export function ManageAboPage() {
  const { id = '' } = useParams();
  const secret = useLocation().hash.replace(/^#/, '');
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      <AccountData loadingMessage="Dein Abo wird geladen …">
        {(fetchKey) => <ManageAbo donationId={id} secret={secret} fetchKey={fetchKey} />}
      </AccountData>
    </Page>
  );
}

interface ManageAboProps {
  donationId: string;
  secret: string;
  fetchKey: number;
}

function ManageAbo({ donationId, secret, fetchKey }: ManageAboProps) {
  const data = useLazyLoadQuery<ManageAboPageQuery>(
    graphql`
      query ManageAboPageQuery($donationId: ID!, $secret: String!) {
        aboByManageLink(donationId: $donationId, secret: $secret) {
          expiresAt
          donation {
            id
            donationId
            rhythm
            active
            endRequestedAt
            endDueBy
            ...DonationCard_donation
          }
        }
      }
    `,
    { donationId, secret },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const managed = data.aboByManageLink;
  if (!managed) {
    return (
      <div className={styles.group}>
        <p className={styles.empty} role="alert">
          {MANAGE_LINK_INVALID}
        </p>
        <Link className={styles.link} href={`${ACCOUNT_BASE}/abo-spenden`}>
          Anmelden und Abos ansehen
        </Link>
      </div>
    );
  }
  const abo = managed.donation;
  const running = abo.rhythm === 'monthly' && abo.active && !abo.endRequestedAt;
  return (
    <div className={styles.group}>
      {/* Percent amounts need the saved calculator result, which this link does not open: a free amount here. */}
      <DonationCard donation={abo} showCancelLink={false} changeOffer={{ footprintTonnes: null }} manageLink={secret} />
      {running ? (
        <div className={pageStyles.end}>
          <EndAbo donationId={abo.donationId} secret={secret} />
        </div>
      ) : null}
      {/* The card says by when the team ends it; this says that nothing is left to do here. */}
      <p className={styles.empty} role="status">
        {abo.endRequestedAt ? 'Du hast dieses Abo beendet. Hier ist nichts mehr zu tun.' : null}
      </p>
      <p className={styles.empty}>
        Dieser Link gilt bis zum {formatDateTime(managed.expiresAt)} und nur für dieses Abo. Zu jeder Änderung schicken
        wir dir eine E-Mail mit einem neuen Link „Abo verwalten“; dieser hier gilt dann nicht mehr.
      </p>
      <Link className={styles.link} href={`${ACCOUNT_BASE}/abo-spenden`}>
        Alle Abos und Spenden nach der Anmeldung
      </Link>
    </div>
  );
}

/** „Abo beenden“ with the link: what ending means, then the same confirmation as in the account. */
function EndAbo({ donationId, secret }: { donationId: string; secret: string }) {
  const { pause, isPending } = usePauseDonation();
  const [failure, setFailure] = useState<string | null>(null);
  const what = `Twingle, unser Zahlungsdienstleister, bietet keine Schnittstelle, über die wir ein Abo beenden können. Unser Team beendet es deshalb von Hand im Twingle Manager – spätestens am ${dueDay(workingDaysAfter(new Date(), DUE_WORKING_DAYS, TEAM_REGION))}. Bis dahin läuft dein Abo weiter.`;
  async function confirm(close: () => void) {
    setFailure(null);
    try {
      await pause(donationId, secret);
      close();
    } catch (error) {
      console.error('[Abo] Beenden über den Link fehlgeschlagen', error);
      setFailure(requestErrorMessage(error, END_FAILED));
    }
  }
  return (
    <ConfirmDialog
      trigger="Abo beenden …"
      title="Abo wirklich beenden?"
      cancelLabel="Abo behalten"
      confirmLabel={failure ? 'Noch einmal versuchen' : 'Abo jetzt beenden'}
      busyLabel="Wird beendet …"
      busyMessage="Wir geben deine Kündigung an unser Team weiter …"
      busy={isPending}
      error={failure}
      onConfirm={(close) => void confirm(close)}
    >
      <p>{what} Gepflanzte und bestellte Bäume bleiben.</p>
    </ConfirmDialog>
  );
}
