import { useId } from 'react';
import { PlainButton } from './PlainButton';
import { GraphQLResponseError } from '../../relay/fetchGraphQL';
import panel from './ProblemPanel.module.css';

export interface LoadErrorMessageProps {
  /** The load error, for a more precise explanation. */
  error?: unknown;
  /** „Erneut versuchen“: loads the page's data (and code) again. */
  onRetry: () => void;
  isRetrying?: boolean;
  /** `page`: the page's h1; `section`: an h2 for a part of a page. */
  variant?: 'page' | 'section';
}

/**
 * What a page shows when it could not be loaded (server unreachable, unusable answer): never a blank page, always a
 * German message and a retry. Not reported to the backend — no bug of the app, and the server is not reachable anyway.
 */
export function LoadErrorMessage({ error, onRetry, isRetrying = false, variant = 'page' }: LoadErrorMessageProps) {
  const headingId = useId();
  const Heading = variant === 'page' ? 'h1' : 'h2';
  const serverAnswered = error instanceof GraphQLResponseError;

  return (
    <section className={panel.panel} data-variant={variant} aria-labelledby={headingId}>
      <Heading id={headingId} className={panel.heading}>
        {variant === 'page' ? 'Die Seite konnte nicht geladen werden.' : 'Dieser Inhalt konnte nicht geladen werden.'}
      </Heading>
      <p className={panel.text}>
        {serverAnswered
          ? 'Unser Server hat mit einem Fehler geantwortet. Bitte versuche es in einem Moment noch einmal.'
          : 'Vielleicht ist deine Internetverbindung unterbrochen oder unser Server gerade nicht erreichbar. Bitte prüfe deine Verbindung und versuche es noch einmal.'}
      </p>
      <PlainButton className={panel.retry} onPress={onRetry} isPending={isRetrying}>
        Erneut versuchen
      </PlainButton>
    </section>
  );
}
