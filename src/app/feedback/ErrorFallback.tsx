import { useId } from 'react';
import { reportErrorOnce } from '../../features/errorReporting/reportFrontendError';
import { useReportError } from '../../features/errorReporting/useReportError';
import { describeError } from './errorKinds';
import { PlainButton } from './PlainButton';
import panel from './ProblemPanel.module.css';
import { retryButtonClass } from './retryButton';
import styles from './ErrorFallback.module.css';

export interface ErrorFallbackProps {
  /** Whatever was thrown. */
  error: unknown;
  /** „Erneut versuchen“; reloads the page when not given. */
  onRetry?: () => void;
  /** While a retry runs, the button shows it and ignores presses. */
  isRetrying?: boolean;
  /** `page`: the page's h1 and a link home; `section`: an h2 for a part of a page, no link. */
  variant?: 'page' | 'section';
  /** Sends the report; the backend mutation unless a story or test brings its own. */
  reporter?: (error: unknown) => void;
}

/**
 * The error fallback (spec §2, §8): „Etwas ist schief gelaufen“, a short explanation, the error's details folded away,
 * a retry and a way home. The error is reported to the backend once when the fallback appears.
 */
export function ErrorFallback({
  error,
  onRetry,
  isRetrying = false,
  variant = 'page',
  reporter = reportErrorOnce,
}: ErrorFallbackProps) {
  useReportError(error, { reporter });
  const headingId = useId();
  const { message, stack } = describeError(error);
  const Heading = variant === 'page' ? 'h1' : 'h2';

  return (
    <section className={`${panel.panel} ${styles.fallback}`} data-variant={variant} aria-labelledby={headingId}>
      <Heading id={headingId} className={panel.heading}>
        Etwas ist schief gelaufen
      </Heading>
      <p className={panel.text}>
        {variant === 'page' ? 'Diese Seite' : 'Dieser Bereich'} konnte wegen eines unerwarteten Fehlers nicht angezeigt
        werden. Der Fehler wird automatisch an uns gemeldet. Versuche es bitte erneut – oft hilft das schon.
      </p>
      <div className={styles.actions}>
        {/* Native elements (the button with react-aria's data attributes): the error path loads no react-aria. */}
        <PlainButton
          className={retryButtonClass}
          onPress={onRetry ?? (() => window.location.reload())}
          isPending={isRetrying}
        >
          Erneut versuchen
        </PlainButton>
        {variant === 'page' ? (
          // A full load of the start page: also out of a broken app state (and it needs no router around it).
          <a className={styles.home} href="/">
            Zur Startseite
          </a>
        ) : null}
      </div>
      <details className={styles.details}>
        <summary className={styles.summary}>Details anzeigen</summary>
        <dl className={styles.detailList}>
          <dt>Fehlermeldung</dt>
          <dd>
            <pre className={styles.pre}>{message}</pre>
          </dd>
          {stack ? (
            <>
              <dt>Stacktrace</dt>
              <dd>
                <pre className={styles.pre}>{stack}</pre>
              </dd>
            </>
          ) : null}
        </dl>
      </details>
    </section>
  );
}
