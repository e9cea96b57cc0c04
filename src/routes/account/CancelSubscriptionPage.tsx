import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CancelSubscriptionPageQuery } from '../../__generated__/CancelSubscriptionPageQuery.graphql';
import { ACCOUNT_BASE, pageByInternal } from '../../content/routes';
import { AccountData } from '../../features/account/AccountData';
import { DonationCard } from '../../features/account/DonationCard';
import styles from '../../features/account/accountPage.module.css';
import { usePauseDonation } from '../../features/account/usePauseDonation';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DUE_WORKING_DAYS, dueDay, workingDaysAfter } from '../../../server/core/domain/teamTasks/workingDays';
import { TEAM_REGION } from '../../content/teamRegion';
import { Page } from '../../ui/Page';
import type { OutcomeState } from './OutcomePage';

const page = pageByInternal('/user/cancel-subscription-confirm');

/**
 * The one description of ending an Abo, on the page and in its dialog: what the server really does (a team task,
 * issue 31 §2) and by which day — the same working-day rule the server promises in its mail.
 */
const whatHappens = (now: Date) =>
  `Twingle, unser Zahlungsdienstleister, bietet keine Schnittstelle, über die wir ein Abo beenden können. Unser Team beendet es deshalb von Hand im Twingle Manager – spätestens am ${dueDay(workingDaysAfter(now, DUE_WORKING_DAYS, TEAM_REGION))}. Bis dahin läuft dein Abo weiter.`;
const FAILED = 'Das Abo konnte nicht beendet werden; es läuft unverändert weiter. Bitte versuche es noch einmal.';

/** /mein-klimahain/abo-beenden?abo=<id>: the Abo to end, a confirmation dialog, then /mein-klimahain/abo-beendet. */
export function CancelSubscriptionPage() {
  return (
    <Page title={page.title} heading={page.heading} intro={page.intro}>
      <AccountData loadingMessage="Dein Abo wird geladen …">
        {(fetchKey) => <CancelSubscription fetchKey={fetchKey} />}
      </AccountData>
    </Page>
  );
}

function CancelSubscription({ fetchKey }: { fetchKey: number }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pause, isPending } = usePauseDonation();
  const [failure, setFailure] = useState<string | null>(null);
  const { getDonations: abos } = useLazyLoadQuery<CancelSubscriptionPageQuery>(
    graphql`
      query CancelSubscriptionPageQuery {
        getDonations(active: true, rhythm: [monthly]) {
          id
          donationId
          endRequestedAt
          endDueBy
          ...DonationCard_donation
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const wanted = params.get('abo');
  const abo = wanted ? abos.find((a) => a.donationId === wanted) : abos.length === 1 ? abos[0] : undefined;

  if (!abo) {
    return (
      <div className={styles.group}>
        <p className={styles.empty}>
          {abos.length === 0
            ? 'Du hast gerade kein laufendes Abo, das du beenden könntest.'
            : 'Welches Abo möchtest du beenden? Wähle es unter „Abo & Spenden“ aus.'}
        </p>
        <Link className={styles.link} href={`${ACCOUNT_BASE}/abo-spenden`}>
          Zu „Abo & Spenden“
        </Link>
      </div>
    );
  }

  async function confirm(close: () => void) {
    setFailure(null);
    try {
      const { pending, dueBy } = await pause(abo!.donationId);
      close();
      navigate(`${ACCOUNT_BASE}/abo-beendet`, { state: { done: true, pending, dueBy } satisfies OutcomeState });
    } catch (error) {
      console.error('[Abo] Beenden fehlgeschlagen', error);
      setFailure(error instanceof Error && error.message ? error.message : FAILED);
    }
  }

  return (
    <div className={styles.group}>
      <DonationCard donation={abo} showCancelLink={false} />
      {abo.endRequestedAt ? (
        <p className={styles.empty}>
          {abo.endDueBy
            ? `Du hast dieses Abo schon beendet; unser Team beendet es bei Twingle bis spätestens ${dueDay(abo.endDueBy)}. Wir schreiben dir, sobald es so weit ist.`
            : 'Du hast dieses Abo schon beendet; Twingle bestätigt es noch. Wir schreiben dir, sobald es so weit ist.'}
        </p>
      ) : (
        <EndDialog isPending={isPending} failure={failure} onConfirm={(close) => void confirm(close)} />
      )}
      <Link className={styles.link} href={`${ACCOUNT_BASE}/abo-spenden`}>
        Zurück zu „Abo & Spenden“
      </Link>
    </div>
  );
}

interface EndDialogProps {
  isPending: boolean;
  failure: string | null;
  onConfirm: (close: () => void) => void;
}

/** What ending means, then the confirmation dialog; a failure stays in the dialog with a retry. */
function EndDialog({ isPending, failure, onConfirm }: EndDialogProps) {
  const what = whatHappens(new Date());
  return (
    <>
      <p className={styles.empty}>
        {what} Du bekommst gleich eine E-Mail mit diesem Datum und eine zweite, sobald dein Abo beendet ist. Alle Bäume
        aus deinem Abo bleiben in deinem Pflanzbuch.
      </p>
      <ConfirmDialog
        trigger="Abo beenden …"
        title="Abo wirklich beenden?"
        cancelLabel="Abo behalten"
        confirmLabel={failure ? 'Noch einmal versuchen' : 'Abo jetzt beenden'}
        busyLabel="Wird beendet …"
        busyMessage="Wir geben deine Kündigung an unser Team weiter …"
        busy={isPending}
        error={failure}
        onConfirm={onConfirm}
      >
        <p>{what} Gepflanzte und bestellte Bäume bleiben.</p>
      </ConfirmDialog>
    </>
  );
}
