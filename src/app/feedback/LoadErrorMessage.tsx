import { useEffect, useId } from 'react';
import { PlainButton } from './PlainButton';
import { GraphQLResponseError } from '../../relay/fetchGraphQL';
import { isServiceUnavailable, retryAfterSecondsOf } from '../../relay/requestFailure';
import panel from './ProblemPanel.module.css';
import { retryButtonClass } from './retryButton';

export interface LoadErrorMessageProps {
  /** The load error, for a more precise explanation. */
  error?: unknown;
  /** „Erneut versuchen“: loads the page's data (and code) again. */
  onRetry: () => void;
  isRetrying?: boolean;
  /** `page`: the page's h1; `section`: an h2 for a part of a page. */
  variant?: 'page' | 'section';
}

/** During an outage (SERVICE_UNAVAILABLE) the page asks again by itself after this long, or the server's Retry-After. */
export const OUTAGE_RETRY_MS = 10_000;

/**
 * What a page shows when it could not be loaded (server unreachable, unusable answer): never a blank page, always a
 * German message and a retry. During an outage the server reports (503) it says so, and retries by itself. Not reported to the backend — no bug of the app, and the server is not reachable anyway.
 */
export function LoadErrorMessage({ error, onRetry, isRetrying = false, variant = 'page' }: LoadErrorMessageProps) {
  const headingId = useId();
  const Heading = variant === 'page' ? 'h1' : 'h2';
  const serverAnswered = error instanceof GraphQLResponseError;
  // A part behind the server is down for a moment: the donor stays signed in, and the page tries again by itself.
  const outage = isServiceUnavailable(error);
  const retryAfterMs = Math.max(OUTAGE_RETRY_MS, (retryAfterSecondsOf(error) ?? 0) * 1000);

  useEffect(() => {
    if (!outage || isRetrying) return;
    const id = setTimeout(onRetry, retryAfterMs);
    return () => clearTimeout(id);
  }, [outage, isRetrying, onRetry, retryAfterMs]);

  return (
    <section className={panel.panel} data-variant={variant} aria-labelledby={headingId}>
      <Heading id={headingId} className={panel.heading}>
        {outage
          ? 'Klimahain ist gerade kurz nicht erreichbar.'
          : variant === 'page'
            ? 'Die Seite konnte nicht geladen werden.'
            : 'Dieser Inhalt konnte nicht geladen werden.'}
      </Heading>
      <p className={panel.text}>
        {outage
          ? 'Bitte versuche es in einem Moment noch einmal – wir versuchen es auch selbst gleich wieder. Du bleibst angemeldet.'
          : serverAnswered
            ? 'Unser Server hat mit einem Fehler geantwortet. Bitte versuche es in einem Moment noch einmal.'
            : 'Vielleicht ist deine Internetverbindung unterbrochen oder unser Server gerade nicht erreichbar. Bitte prüfe deine Verbindung und versuche es noch einmal.'}
      </p>
      <PlainButton className={retryButtonClass} onPress={onRetry} isPending={isRetrying}>
        Erneut versuchen
      </PlainButton>
    </section>
  );
}
