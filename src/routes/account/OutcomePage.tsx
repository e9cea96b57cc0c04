import { Navigate, useLocation } from 'react-router-dom';
import { pageByInternal } from '../../content/routes';
import { Page } from '../../ui/Page';

/** What the flow that ended an Abo or closed the account puts into the navigation state. */
export interface OutcomeState {
  done?: boolean;
}

export interface OutcomePageProps {
  /** The success page (spec §2), e.g. '/user/cancel-subscription-success'. */
  internal: string;
  /** Where a visitor goes who opened the page without having just done it. */
  fallback: string;
}

/**
 * A success page ("Dein Abo ist beendet") says its news only right after the action that makes it true. Opened
 * directly — a bookmark, the history, a typed address — it would claim something false, so it sends the visitor to
 * the page where that thing actually is.
 */
export function OutcomePage({ internal, fallback }: OutcomePageProps) {
  const { state } = useLocation();
  if ((state as OutcomeState | null)?.done !== true) return <Navigate to={fallback} replace />;
  const page = pageByInternal(internal);
  return <Page title={page.title} heading={page.heading} intro={page.intro} />;
}
