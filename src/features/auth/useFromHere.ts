import { useLocation } from 'react-router-dom';
import { ROUTES } from '../../content/routeTable';
import type { ReturnState } from './returnTarget';

const AUTH_PATHS = new Set(ROUTES.filter((page) => page.kind === 'auth').map((page) => page.path));

/**
 * Navigation state for a link to /registrieren or /anmelden: come back here afterwards. On an auth page itself the
 * place the visitor came from is passed on instead (Anmelden → "Jetzt registrieren" keeps the calculator as target).
 */
export function useFromHere(): ReturnState {
  const location = useLocation();
  if (AUTH_PATHS.has(location.pathname)) return (location.state as ReturnState | null) ?? {};
  return { from: { pathname: location.pathname, search: location.search } };
}
