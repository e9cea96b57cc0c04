import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-aria-components';
import type { ProfileCompletionHint_user$key } from '../../__generated__/ProfileCompletionHint_user.graphql';
import { ACCOUNT_BASE } from '../../content/routes';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import styles from './accountPage.module.css';
import { useSuppressProfileCompletion } from './useSuppressProfileCompletion';

/** „Später“ keeps the hint away this long; then it may ask once more. */
const QUIET_DAYS = 90;

/** Asks for the missing address (needed for a donation receipt) until the donor completes it or says „Später“. */
export function ProfileCompletionHint({ user }: { user: ProfileCompletionHint_user$key }) {
  const u = useFragment(
    graphql`
      fragment ProfileCompletionHint_user on User {
        profileCompletionSuppressedAt
        address {
          street
          zip
          place
        }
      }
    `,
    user,
  );
  const { suppress, isPending } = useSuppressProfileCompletion();
  const [failed, setFailed] = useState(false);
  const complete = Boolean(u.address?.street && u.address.zip && u.address.place);
  const quiet =
    u.profileCompletionSuppressedAt &&
    Date.now() - Date.parse(u.profileCompletionSuppressedAt) < QUIET_DAYS * 86_400_000;
  if (complete || quiet) return null;
  return (
    <section className={styles.hint} aria-labelledby="profil-vervollstaendigen">
      <h2 id="profil-vervollstaendigen" className={styles.subTitle}>
        Vervollständige dein Profil
      </h2>
      <p className={styles.empty}>
        Mit deiner Anschrift können wir dir eine Zuwendungsbestätigung für deine Spenden ausstellen.
      </p>
      {failed ? <Alert tone="error">Das hat nicht geklappt. Bitte versuche es noch einmal.</Alert> : null}
      <div className={styles.actions}>
        <Link className={styles.link} href={`${ACCOUNT_BASE}/profil-bearbeiten`}>
          Profil vervollständigen
        </Link>
        <Button
          variant="secondary"
          isPending={isPending}
          onPress={() => {
            setFailed(false);
            suppress().catch((error: unknown) => {
              console.error('[Profil] Hinweis ausblenden fehlgeschlagen', error);
              setFailed(true);
            });
          }}
        >
          Später
        </Button>
      </div>
    </section>
  );
}
