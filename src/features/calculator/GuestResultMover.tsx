import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useSession } from '../../auth/session';
import { environmentOwner } from '../../relay/environment';

const CACHE_PREFIX = 'CachedAnswers?country=';

/** The country of a guest result this browser keeps (spec §9 key), or null. */
function keptCountry(): string | null {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(CACHE_PREFIX)) return new URLSearchParams(key.slice(key.indexOf('?') + 1)).get('country');
    }
  } catch {
    // Blocked storage: nothing was kept.
  }
  return null;
}

/**
 * Moves a guest's calculator result into the account as soon as someone signs in, wherever they are, instead of on
 * the next visit of /co2-rechner. Its code loads only when there is something to move.
 */
export function GuestResultMover() {
  const state = useSession();
  const environment = useRelayEnvironment();
  const userId = state.status === 'signedIn' ? state.userId : null;

  useEffect(() => {
    if (userId === null) return;
    // Right after a sign-in the shell briefly still has the guest's environment: wait for the viewer's.
    const owner = environmentOwner(environment);
    if (owner !== undefined && owner !== userId) return;
    const country = keptCountry();
    if (!country) return;
    void import('./moveGuestResult').then(({ moveGuestResult }) => moveGuestResult(environment, userId, country));
  }, [userId, environment]);

  return null;
}
