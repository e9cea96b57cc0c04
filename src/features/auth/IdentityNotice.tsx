import { useEffect } from 'react';
import { AUTH_MESSAGES } from '../../auth/authErrors';
import { session } from '../../auth/session';
import { Alert } from '../../ui/Alert';

/**
 * On every page that calls the identity provider: starts loading it (Amplify's chunk) while the user types, and
 * in mock mode, where there is none, says so in German instead of letting the form fail.
 */
export function IdentityNotice() {
  useEffect(() => {
    if (session.hasIdentity()) session.identity().catch(() => {});
  }, []);
  if (session.hasIdentity()) return null;
  return <Alert tone="info">{AUTH_MESSAGES.IdentityUnavailable}</Alert>;
}
