import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../ui/Alert';
import { ConfirmLinkStep } from '../../ui/ConfirmLinkStep';
import { NEWSLETTER_CONFIRM_FAILURE, NEWSLETTER_CONFIRMED, NEWSLETTER_LINK_INVALID } from './newsletterMessages';
import { useConfirmNewsletter, type ConfirmNewsletterOutcome } from './useConfirmNewsletter';
import styles from './NewsletterConfirmation.module.css';

export interface NewsletterConfirmationProps {
  /** The token from the mail link; null when the link has none. */
  token: string | null;
}

const FAILURE = { message: NEWSLETTER_CONFIRM_FAILURE };

/** The link in the double opt-in mail leads here; a click, not the opening of the link, confirms. */
export function NewsletterConfirmation({ token }: NewsletterConfirmationProps) {
  const { confirm, isConfirming } = useConfirmNewsletter();
  const [outcome, setOutcome] = useState<ConfirmNewsletterOutcome | null>(null);

  return <div className={styles.confirmation}>{content()}</div>;

  function content() {
    if (outcome === 'confirmed') {
      return (
        <>
          <Alert tone="success">{NEWSLETTER_CONFIRMED}</Alert>
          <Link to="/">Zur Startseite</Link>
        </>
      );
    }
    if (!token || outcome === 'invalid') return <Alert tone="error">{NEWSLETTER_LINK_INVALID}</Alert>;
    return (
      <ConfirmLinkStep
        actionLabel="Anmeldung bestätigen"
        onConfirm={async () => setOutcome(await confirm(token))}
        isPending={isConfirming}
        error={outcome === 'error' ? FAILURE : null}
      >
        <p>Ein Klick noch: Bestätige, dass du unseren Newsletter an diese E-Mail-Adresse bekommen möchtest.</p>
      </ConfirmLinkStep>
    );
  }
}
