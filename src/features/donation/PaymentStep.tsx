import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '../../app/feedback/ErrorBoundary';
import type { DonationType } from '../../../server/core/repositories/types';
import { useRelayEnvironment } from 'react-relay/hooks';
import { PageSpinner } from '../../app/feedback/PageSpinner';
import { projectById } from '../../content/projects';
import { formatEuro } from '../../format/number';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { donationTypeLabel } from '../account/donationLabels';
import { DonationThanks } from './DonationThanks';
import { rhythmFor } from './donationOffers';
import { refreshHeaderDonations } from './refreshHeaderDonations';
import { usePaymentStatus } from './usePaymentStatus';
import styles from './PaymentStep.module.css';

// The payment form (Twingle's or the sandbox's iframe) is loaded only once a donor gets this far.
const TwingleWidget = lazy(async () => ({ default: (await import('./TwingleWidget')).TwingleWidget }));

export interface PaymentStepProps {
  intentId: string;
  signedIn: boolean;
  /** Back to choosing project, kind and amount (the started payment is simply not used). */
  onRestart: () => void;
}

/** The started payment: the widget, then — once Twingle's push has reached the server — „Danke!“. */
export function PaymentStep({ intentId, signedIn, onRestart }: PaymentStepProps) {
  const [finished, setFinished] = useState(false);
  const status = usePaymentStatus(intentId, finished);
  const environment = useRelayEnvironment();
  const done = status.kind === 'done';
  const heading = useRef<HTMLHeadingElement>(null);
  const showsForm = status.kind === 'waiting';

  // The payment step replaced the donation form (or the page was loaded with it): focus, and with it the screen
  // reader, goes to its heading instead of dropping to <body>.
  useEffect(() => {
    if (showsForm) heading.current?.focus();
  }, [showsForm]);

  useEffect(() => {
    if (done && signedIn) void refreshHeaderDonations(environment);
  }, [done, signedIn, environment]);

  if (status.kind === 'loading') return <PageSpinner message="Deine Zahlung wird vorbereitet …" delayMs={0} />;
  if (status.kind === 'done')
    return <DonationThanks donation={status.donation} gift={status.payment.gift ?? null} signedIn={signedIn} />;
  if (status.kind === 'unknown' || status.kind === 'unreachable') {
    return (
      <div className={styles.step}>
        <Alert tone="error">
          {status.kind === 'unknown'
            ? 'Diese Zahlung kennen wir nicht. Vielleicht wurde sie in einem anderen Konto begonnen – wähle deine Spende bitte noch einmal.'
            : 'Der Stand deiner Zahlung lässt sich gerade nicht abrufen. Bitte prüfe deine Internetverbindung – wir versuchen es weiter.'}
        </Alert>
        <Button variant="secondary" onPress={onRestart}>
          Spende neu wählen
        </Button>
      </div>
    );
  }

  const { payment, late } = status;
  const project = projectById(payment.project);
  const type = (payment.donationType ?? 'custom_one_time') as DonationType;
  // The app's own offers are one-time or monthly; the widget is opened with one of those two.
  const rhythm = rhythmFor(type) === 'one_time' ? 'one_time' : 'monthly';
  const amount = payment.amount ?? 25;
  return (
    <div className={styles.step}>
      <h2 ref={heading} tabIndex={-1} className={styles.heading}>
        Zahlung
      </h2>
      <p className={styles.choice}>
        {donationTypeLabel(type)} für {project?.shortTitle ?? payment.project}: {formatEuro(amount)}
        {rhythm === 'monthly' ? ' im Monat' : ''}.{' '}
        <button type="button" className={styles.change} onClick={onRestart}>
          Auswahl ändern
        </button>
      </p>
      {finished ? (
        <p className={styles.pending} role="status">
          {late
            ? 'Die Bestätigung von Twingle dauert länger als gewöhnlich. Deine Spende geht nicht verloren: Sobald sie bei uns ankommt, erscheint sie hier und in deinem Konto. Du kannst diese Seite offen lassen.'
            : 'Danke – wir warten noch auf die Bestätigung deiner Zahlung durch Twingle …'}
        </p>
      ) : null}
      {/* The widget's code failing to load (or breaking) leaves the choice and „Auswahl ändern“ above in place. */}
      <ErrorBoundary>
        <Suspense fallback={<PageSpinner message="Das Zahlungsformular wird geladen …" delayMs={0} />}>
          <TwingleWidget
            project={payment.project}
            intentId={payment.id}
            amount={amount}
            rhythm={rhythm}
            onFinished={() => setFinished(true)}
          />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
