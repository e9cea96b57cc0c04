import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { session, useSession } from '../../auth/session';
import { ACCOUNT_BASE } from '../../content/routes';
import { Guard } from './Guard';

/** The one account page a signed-out visitor may see: right after closing the account (state `{ done: true }`). */
const ACCOUNT_CLOSED = `${ACCOUNT_BASE}/konto-geschlossen`;

/**
 * The account pages (/mein-klimahain/*, spec §6): a spinner while the session is checked, „Ein Fehler ist
 * aufgetreten“ when it could not be, and guests go to /anmelden, which brings them back here after sign-in. The
 * Konto-geschlossen page is the exception right after the deletion that signed the user out: the flow navigates there
 * with `{ done: true }`; opened any other way it still goes to /anmelden.
 */
export function AccountGuard() {
  const state = useSession();
  const location = useLocation();
  // Signed out from here (Abmelden, Konto schließen): that flow navigates itself; no detour via /anmelden.
  const wasSignedIn = useRef(false);
  if (state.status === 'signedIn') wasSignedIn.current = true;

  if (state.status === 'loading') return <Guard status="loading" />;
  if (session.restoreFailed()) return <Guard status="error" />;
  if (state.status === 'signedOut') {
    if (location.pathname === ACCOUNT_CLOSED && (location.state as { done?: unknown } | null)?.done === true)
      return <Outlet />;
    if (wasSignedIn.current) return null;
    return (
      <Navigate to="/anmelden" replace state={{ from: { pathname: location.pathname, search: location.search } }} />
    );
  }
  return <Outlet />;
}
