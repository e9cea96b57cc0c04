import { Suspense } from 'react';
import { lazyPart, useLazyPart } from '../../app/lazyPart';
import { useSession } from '../../auth/session';
import { loadRelay } from '../../relay/sessionEnvironment';

/** GuestResultMover with Relay: its own chunk, loaded once someone is signed in (guests never load it). */
const guestResultMover = lazyPart('Gast-Ergebnis übernehmen', () =>
  Promise.all([import('./GuestResultMover'), loadRelay()]).then(([module]) => module.GuestResultMover),
);

/** Where the shell keeps GuestResultMover: nothing for guests, the mover (loaded on demand) once signed in. */
export function GuestResultMoverSlot() {
  const signedIn = useSession().status === 'signedIn';
  const Mover = useLazyPart(guestResultMover, signedIn);
  if (!signedIn || !Mover) return null;
  return (
    <Suspense fallback={null}>
      <Mover />
    </Suspense>
  );
}
