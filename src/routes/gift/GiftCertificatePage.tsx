import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router-dom';
import type { GiftCertificatePageQuery } from '../../__generated__/GiftCertificatePageQuery.graphql';
import { PageSpinner } from '../../app/feedback/PageSpinner';
import { useSession } from '../../auth/session';
import { pageByInternal } from '../../content/routes';
import { AccountData } from '../../features/account/AccountData';
import { GiftCertificate } from '../../features/gifts/GiftCertificate';
import { Page } from '../../ui/Page';
import styles from './GiftCertificatePage.module.css';

const page = pageByInternal('/gift/{token}');
const LOADING = 'Die Urkunde wird geladen …';

/**
 * /geschenk/{token}: the certificate the recipient's mail links to, public by its unguessable token, for guests and
 * signed-in viewers alike. The session is known before the query runs: what the viewer may do depends on who it is.
 */
export function GiftCertificatePage() {
  const { token = '' } = useParams();
  const session = useSession();
  return (
    <Page title={page.title} heading={page.heading}>
      {session.status === 'loading' ? (
        <PageSpinner message={LOADING} delayMs={0} />
      ) : (
        <AccountData loadingMessage={LOADING}>
          {(fetchKey) => (
            <Certificate
              token={token}
              viewer={session.status === 'signedIn' ? session.userId : null}
              fetchKey={fetchKey}
            />
          )}
        </AccountData>
      )}
    </Page>
  );
}

interface CertificateProps {
  token: string;
  /** The signed-in user's id, null for a guest. */
  viewer: string | null;
  fetchKey: number;
}

function Certificate({ token, viewer, fetchKey }: CertificateProps) {
  const data = useLazyLoadQuery<GiftCertificatePageQuery>(
    graphql`
      query GiftCertificatePageQuery($token: String!) {
        treeGiftCertificate(token: $token) {
          ...GiftCertificate_certificate
        }
      }
    `,
    { token },
    // The viewer is part of the key: after signing in (or as someone else) the server says anew whether the trees
    // are the viewer's to take, already theirs, or their own gift.
    { fetchPolicy: 'store-and-network', fetchKey: `${fetchKey}-${viewer ?? 'guest'}` },
  );
  if (!data.treeGiftCertificate) {
    return (
      <div className={styles.missing}>
        <p className={styles.text}>Diese Urkunde gibt es nicht (mehr) – prüfe bitte den Link aus deiner E-Mail.</p>
        <p className={styles.text}>
          <Link to="/" className={styles.link}>
            Zur Startseite
          </Link>
        </p>
      </div>
    );
  }
  return <GiftCertificate certificate={data.treeGiftCertificate} token={token} signedIn={viewer !== null} />;
}
