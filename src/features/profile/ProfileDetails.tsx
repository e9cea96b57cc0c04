import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-aria-components';
import type { NewsletterState, ProfileDetails_user$key } from '../../__generated__/ProfileDetails_user.graphql';
import { ACCOUNT_BASE } from '../../content/routes';
import { formatDate } from '../../format/date';
import styles from './ProfileForm.module.css';

/** How the profile names the newsletter state of the donor's address (double opt-in, docs/architecture.md §4). */
const NEWSLETTER: Record<NewsletterState, string> = {
  CONFIRMED: 'bestätigt',
  PENDING_CONFIRMATION: 'angemeldet, Bestätigung ausstehend',
  NOT_SUBSCRIBED: 'nicht abonniert',
  '%future added value': 'unbekannt',
};

/** The donor's profile as we keep it: name, e-mail, address, birth date, newsletter state and the order-mail setting. */
export function ProfileDetails({ user }: { user: ProfileDetails_user$key }) {
  const u = useFragment(
    graphql`
      fragment ProfileDetails_user on User {
        email
        salutation
        firstName
        lastName
        companyName
        birthdate
        orderMailsEnabled
        receiptMailsEnabled
        newsletter
        address {
          street
          zip
          place
          country
        }
      }
    `,
    user,
  );
  const missing = <span className={styles.missing}>nicht angegeben</span>;
  const address = [
    u.address?.street,
    [u.address?.zip, u.address?.place].filter(Boolean).join(' '),
    u.address?.country,
  ].filter(Boolean);
  return (
    <section className={styles.section} aria-labelledby="profil-daten">
      <h2 id="profil-daten" className={styles.title}>
        Deine Daten
      </h2>
      <dl className={styles.details}>
        <div>
          <dt>Name</dt>
          <dd>{[u.salutation, u.firstName, u.lastName].filter(Boolean).join(' ') || missing}</dd>
        </div>
        <div>
          <dt>E-Mail-Adresse</dt>
          <dd>{u.email}</dd>
        </div>
        {u.companyName ? (
          <div>
            <dt>Firma</dt>
            <dd>{u.companyName}</dd>
          </div>
        ) : null}
        <div>
          <dt>Anschrift</dt>
          <dd>
            {address.length > 0
              ? address.map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))
              : missing}
          </dd>
        </div>
        <div>
          <dt>Geburtsdatum</dt>
          <dd>{u.birthdate ? formatDate(u.birthdate) : missing}</dd>
        </div>
        <div>
          <dt>Newsletter</dt>
          <dd>{NEWSLETTER[u.newsletter ?? 'NOT_SUBSCRIBED']}</dd>
        </div>
        <div>
          <dt>E-Mails zu deinen Bäumen</dt>
          <dd>{u.orderMailsEnabled ? 'an' : 'aus'}</dd>
        </div>
        <div>
          <dt>Sammelbestätigung per E-Mail</dt>
          <dd>{u.receiptMailsEnabled ? 'an' : 'aus'}</dd>
        </div>
      </dl>
      <div className={styles.links}>
        <Link className={styles.link} href={`${ACCOUNT_BASE}/profil-bearbeiten`}>
          Profil bearbeiten
        </Link>
        <Link className={styles.link} href={`${ACCOUNT_BASE}/passwort-aendern`}>
          Passwort ändern
        </Link>
      </div>
    </section>
  );
}
