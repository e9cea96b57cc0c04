import { useEffect } from 'react';
import { describeAuthError } from '../../auth/authErrors';
import { session } from '../../auth/session';
import { Alert } from '../../ui/Alert';

/**
 * On every page that calls the identity provider: starts loading it (Amplify's chunk) while the user types, and
 * where there is none (mock mode, or a build without a user pool) says so in German instead of letting the form fail.
 */
export function IdentityNotice() {
  useEffect(() => {
    if (session.hasIdentity()) session.identity().catch(() => {});
  }, []);
  if (session.hasIdentity()) return null;
  return <Alert tone="info">{describeAuthError('IdentityUnavailable').message}</Alert>;
}
