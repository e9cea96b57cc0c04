import { useCallback } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { session, type SignOutOptions } from '../../auth/session';
import { showToast } from '../feedback/toast';

/**
 * Abmelden in both headers and on the account page: sign out (optionally on every device), confirm with a toast, go
 * to the start page (spec §4, §8). The session's owner changes, so the app gets a new, empty Relay store; the
 * on-logout callbacks reset the rest (the calculator's answers). A second click while signing out does nothing.
 */
export function useSignOut(): (options?: SignOutOptions) => Promise<void> {
  const navigate = useNavigate();
  return useCallback((options?: SignOutOptions) => signOut(navigate, options), [navigate]);
}

/** Abmelden outside a component (the header loads this module when Abmelden is pressed). */
export async function signOut(navigate: NavigateFunction, options?: SignOutOptions): Promise<void> {
  if (session.pending().signOut) return;
  try {
    // Only a real option object: menu items and buttons may pass their own event.
    await session.signOut({ global: options?.global === true });
  } catch (error) {
    console.warn('[Abmelden]', error);
    showToast({ title: 'Das Abmelden hat nicht geklappt. Bitte probiere es erneut.', tone: 'error' });
    return;
  }
  showToast({ title: 'Du wurdest erfolgreich abgemeldet.', tone: 'success' });
  navigate('/');
}
