import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { session, useSession } from '../../auth/session';
import { Guard } from './Guard';

/**
 * The account pages (/mein-klimahain/*, spec §6): a spinner while the session is checked, „Ein Fehler ist
 * aufgetreten“ when it could not be, and guests go to /anmelden, which brings them back here after sign-in.
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
    if (wasSignedIn.current) return null;
    return <Navigate to="/anmelden" replace state={{ from: { pathname: location.pathname, search: location.search } }} />;
  }
  return <Outlet />;
}
