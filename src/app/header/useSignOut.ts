import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { session } from '../../auth/session';
import { showToast } from '../feedback/toast';

/** Abmelden in both headers: sign out, confirm with a toast, go to the start page (spec §4, §8). */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await session.signOut();
    } catch (error) {
      console.error('[Abmelden]', error);
      showToast({ title: 'Das Abmelden hat nicht geklappt. Bitte probiere es erneut.', tone: 'error' });
      return;
    }
    showToast({ title: 'Du wurdest erfolgreich abgemeldet.', tone: 'success' });
    navigate('/');
  }, [navigate]);
}
