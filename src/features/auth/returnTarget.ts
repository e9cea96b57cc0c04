import type { Location } from 'react-router-dom';
import { ACCOUNT_BASE } from '../../content/routes';

/** Where a sign-in leads when nobody sent the user from elsewhere. */
export const AFTER_SIGN_IN = `${ACCOUNT_BASE}/uebersicht`;

/** What the guard (or a page asking for a fresh sign-in) puts into the navigation state. */
export interface ReturnState {
  from?: Pick<Location, 'pathname' | 'search'>;
}

/** The page to go back to after sign-in: only paths of this app (never another site), else the overview. */
export function returnTarget(state: unknown, fallback = AFTER_SIGN_IN): string {
  const from = (state as ReturnState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//'))
    return fallback;
  const search = typeof from.search === 'string' && from.search.startsWith('?') ? from.search : '';
  return from.pathname + search;
}
