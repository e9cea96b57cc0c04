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
import { Page } from '../../ui/Page';
import type { OutcomeState } from './OutcomePage';

const page = pageByInternal('/user/cancel-subscription-confirm');

/** The one description of ending an Abo, on the page and in its dialog: what the server really does (DonationService.pause). */
const WHAT_HAPPENS =
  'Wir bitten unseren Zahlungsdienstleister Twingle sofort, dein Abo zu beenden. Sobald Twingle zustimmt, wird nichts mehr abgebucht – meist im selben Augenblick.';
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
            : 'Welches Abo möchtest du beenden? Wähle es unter „Abo und Spenden“ aus.'}
        </p>
        <Link className={styles.link} href={`${ACCOUNT_BASE}/abo-spenden`}>
          Zu deinen Abos und Spenden
        </Link>
      </div>
    );
  }

  async function confirm(close: () => void) {
    setFailure(null);
    try {
      const { pending } = await pause(abo!.donationId);
      close();
      navigate(`${ACCOUNT_BASE}/abo-beendet`, { state: { done: true, pending } satisfies OutcomeState });
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
          Du hast dieses Abo schon beendet; Twingle bestätigt es noch. Wir schreiben dir, sobald es so weit ist.
        </p>
      ) : (
        <EndDialog isPending={isPending} failure={failure} onConfirm={(close) => void confirm(close)} />
      )}
      <Link className={styles.link} href={`${ACCOUNT_BASE}/abo-spenden`}>
        Zurück zu Abo und Spenden
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
  return (
    <>
      <p className={styles.empty}>
        {WHAT_HAPPENS} Du bekommst eine Bestätigung per E-Mail mit dem Datum deiner letzten Abbuchung. Alle Bäume aus
        deinem Abo bleiben in deinem Pflanzbuch.
      </p>
      <ConfirmDialog
        trigger="Abo beenden …"
        title="Abo wirklich beenden?"
        cancelLabel="Abo behalten"
        confirmLabel={failure ? 'Noch einmal versuchen' : 'Abo jetzt beenden'}
        busyLabel="Wird beendet …"
        busyMessage="Wir bitten den Zahlungsdienst, dein Abo zu beenden …"
        busy={isPending}
        error={failure}
        onConfirm={onConfirm}
      >
        <p>{WHAT_HAPPENS} Gepflanzte und bestellte Bäume bleiben.</p>
      </ConfirmDialog>
    </>
  );
}
