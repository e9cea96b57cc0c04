import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type {
  GiftCertificate_certificate$data,
  GiftCertificate_certificate$key,
} from '../../__generated__/GiftCertificate_certificate.graphql';
import { REGISTER_LINK, SIGN_IN_LINK } from '../../content/navigation';
import { pageByInternal } from '../../content/routes';
import { formatDate } from '../../format/date';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PlotCard } from '../account/PlotCard';
import { useFromHere } from '../auth/useFromHere';
import { certificatePdfUrl } from './certificateLinks';
import { GiftCertificateSheet } from './GiftCertificateSheet';
import { useClaimTreeGift } from './useClaimTreeGift';
import styles from './GiftCertificate.module.css';

const DASHBOARD = pageByInternal('/user/dashboard').path;

export interface GiftCertificateProps {
  certificate: GiftCertificate_certificate$key;
  /** The token from the certificate's address: claiming names the gift by it (the certificate has no id). */
  token: string;
  /** Guests are invited to sign up or in and come back here; signed-in viewers can take the trees at once. */
  signedIn: boolean;
}

/**
 * A gift's certificate (Baum verschenken): for whom, from whom, the message, the trees and what they bind, where they
 * were planted — to print or save as PDF, and the way to take the trees into one's own Klimahain. On a wide screen
 * the sheet stands left, the rest beside it.
 */
export function GiftCertificate({ certificate, token, signedIn }: GiftCertificateProps) {
  const c = useFragment(
    graphql`
      fragment GiftCertificate_certificate on TreeGiftCertificate {
        recipientName
        giverName
        message
        atForest
        treeCount
        deliverOn
        state
        claimed
        claimedByViewer
        givenByViewer
        plots {
          id
          ...PlotCard_plot
        }
      }
    `,
    certificate,
  );
  const one = c.treeCount === 1;
  return (
    <section className={styles.gift} aria-labelledby="urkunde">
      <GiftCertificateSheet headingId="urkunde" printable values={c} />

      <div className={styles.side}>
        <p className={styles.actions}>
          <Button variant="secondary" onPress={() => window.print()}>
            Urkunde drucken
          </Button>
          <a href={certificatePdfUrl(token)} download className={styles.link}>
            Als PDF herunterladen
          </a>
        </p>

        <Claim certificate={c} token={token} signedIn={signedIn} />

        <h3 className={styles.subTitle}>{one ? 'Wo der Baum wächst' : 'Wo die Bäume wachsen'}</h3>
        {c.plots.length === 0 ? (
          <p className={styles.text}>
            {one
              ? 'Der Baum wird in den nächsten Monaten gepflanzt. Sobald er in der Erde ist, siehst du hier seine Fläche.'
              : 'Die Bäume werden in den nächsten Monaten gepflanzt. Sobald sie in der Erde sind, siehst du hier ihre Fläche.'}
          </p>
        ) : (
          <ul className={styles.plots}>
            {c.plots.map((plot) => (
              <li key={plot.id}>
                <PlotCard plot={plot} treesTitle={one ? 'Der geschenkte Baum' : 'Die geschenkten Bäume'} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

interface ClaimProps {
  certificate: GiftCertificate_certificate$data;
  token: string;
  signedIn: boolean;
}

/** Who may do what with the trees: take them, sign up or in first, or nothing (the giver's, or already taken). */
function Claim({ certificate: c, token, signedIn }: ClaimProps) {
  const fromHere = useFromHere();
  const { claim, isPending } = useClaimTreeGift();
  const [failure, setFailure] = useState<string | null>(null);
  const [justClaimed, setJustClaimed] = useState(false);
  const success = useRef<HTMLDivElement>(null);
  // The button is gone once the trees are taken: focus (and the screen reader) moves to what replaced it.
  useEffect(() => {
    if (justClaimed) success.current?.focus();
  }, [justClaimed]);

  if (c.claimedByViewer) {
    return (
      <div ref={success} tabIndex={-1} className={styles.claim}>
        <Alert tone="success">
          <p>Die Bäume sind jetzt in deinem Klimahain.</p>
          <p>
            <Link to={DASHBOARD} className={styles.link}>
              Zu deiner Übersicht
            </Link>
          </p>
        </Alert>
      </div>
    );
  }
  if (c.givenByViewer && c.state === 'SCHEDULED') {
    // Before its day only the giver sees the certificate (to print it, or to look at it).
    return (
      <p className={styles.claim}>
        Das ist dein Geschenk, geplant für den {formatDate(c.deliverOn)}. Bis dahin siehst nur du diese Urkunde; danach
        kann {c.recipientName} die Bäume mit einem eigenen Konto übernehmen.
      </p>
    );
  }
  if (c.givenByViewer) {
    return (
      <p className={styles.claim}>
        Das ist dein Geschenk.{' '}
        {c.claimed
          ? 'Jemand hat die Bäume schon in seinen Klimahain übernommen.'
          : `${c.recipientName} kann die Bäume mit einem eigenen Konto übernehmen.`}
      </p>
    );
  }
  if (c.claimed) {
    return <p className={styles.claim}>Diese Bäume hat schon jemand in seinen Klimahain übernommen.</p>;
  }
  if (!signedIn) {
    // Both links carry this page as the way back, kept through the confirmation mail (features/auth/signUpReturn).
    return (
      <div className={styles.claim}>
        <p className={styles.text}>
          Lege ein kostenloses Konto an, dann wachsen diese Bäume in deinem eigenen Klimahain.
        </p>
        <p className={styles.actions}>
          <Link to={REGISTER_LINK.to} state={fromHere} className={styles.primary}>
            Konto anlegen und Bäume übernehmen
          </Link>
          <Link to={SIGN_IN_LINK.to} state={fromHere} className={styles.link}>
            Ich habe schon ein Konto – anmelden
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.claim}>
      <p className={styles.actions}>
        <Button
          isPending={isPending}
          onPress={async () => {
            setFailure(null);
            const outcome = await claim(token);
            if (outcome.kind === 'failed') setFailure(outcome.message);
            else setJustClaimed(true);
          }}
        >
          In meinen Klimahain übernehmen
        </Button>
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}
