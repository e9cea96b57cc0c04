import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { NEWSLETTER_CONFIRM_FAILURE, NEWSLETTER_CONFIRMED, NEWSLETTER_LINK_INVALID } from './newsletterMessages';
import { useConfirmNewsletter, type ConfirmNewsletterOutcome } from './useConfirmNewsletter';
import styles from './NewsletterConfirmation.module.css';

export interface NewsletterConfirmationProps {
  /** The token from the mail link; null when the link has none. */
  token: string | null;
}

/**
 * The link in the double opt-in mail leads here. Confirming takes a click, not the opening of the link: mail
 * scanners open links, and consent is what the visitor does, not what a scanner does.
 */
export function NewsletterConfirmation({ token }: NewsletterConfirmationProps) {
  const { confirm, isConfirming } = useConfirmNewsletter();
  const [outcome, setOutcome] = useState<ConfirmNewsletterOutcome | null>(token ? null : 'invalid');

  async function handleConfirm() {
    if (!token || isConfirming) return;
    setOutcome(await confirm(token));
  }

  if (outcome === 'confirmed') {
    return (
      <div className={styles.confirmation}>
        <Alert tone="success">{NEWSLETTER_CONFIRMED}</Alert>
        <Link to="/">Zur Startseite</Link>
      </div>
    );
  }

  if (outcome === 'invalid') {
    return (
      <div className={styles.confirmation}>
        <Alert tone="error">{NEWSLETTER_LINK_INVALID}</Alert>
      </div>
    );
  }

  return (
    <div className={styles.confirmation}>
      <p>Ein Klick noch: Bestätige, dass du unseren Newsletter an diese E-Mail-Adresse bekommen möchtest.</p>
      {outcome === 'error' ? <Alert tone="error">{NEWSLETTER_CONFIRM_FAILURE}</Alert> : null}
      <Button onPress={handleConfirm} isPending={isConfirming}>
        {isConfirming ? 'Bitte warten …' : 'Anmeldung bestätigen'}
      </Button>
    </div>
  );
}
