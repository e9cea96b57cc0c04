import type { SessionState } from '../../auth/session';
import { useLazyPart } from '../lazyPart';
import { accountMenuPart } from './accountMenuPart';
import { HeaderSecondary } from './HeaderSecondary';

export interface SecondaryWithoutDataProps {
  session: SessionState['status'];
  onSignOut: () => void;
}

/** When the header data failed (or its code): guests still get their prompt, signed-in viewers their account menu. */
export function SecondaryWithoutData({ session, onSignOut }: SecondaryWithoutDataProps) {
  const AccountMenu = useLazyPart(accountMenuPart, session === 'signedIn');
  if (session === 'signedOut') return <HeaderSecondary status="guest" />;
  if (session === 'signedIn' && AccountMenu) return <AccountMenu user={null} onSignOut={onSignOut} />;
  return null;
}
