import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { session, usePendingFlags } from '../../auth/session';
import { ACCOUNT_BASE } from '../../content/routes';
import type { OutcomeState } from '../../routes/account/OutcomePage';
import { requestErrorMessage } from '../privacy/requestErrorMessage';
import { useAuthAction } from './useAuthAction';

/**
 * The end of an account, closed (deleteUser) or deleted with its data (dropUser): our server first, then the
 * identity-provider user, then the outcome page (the session ends like a sign-out). The server step comes first
 * because it needs the still valid token; if it fails, nothing else happens and its German message is shown. If
 * the identity step fails after it, the account's data are already gone: an expired session sends the donor to sign
 * in again, after which the same button finishes the identity step.
 */
export function useAccountRemoval(serverStep: () => Promise<void>, outcome: OutcomeState, serverFailed: string) {
  const navigate = useNavigate();
  const { run, isPending, error } = useAuthAction();
  const [serverError, setServerError] = useState<string | null>(null);
  const pending = usePendingFlags();

  async function remove(close: () => void) {
    let needsRelogin = false;
    setServerError(null);
    const done = await run(async () => {
      // Checked first, so mock mode does not change the server's account and then fail at the identity provider.
      if (!session.hasIdentity()) await session.identity();
      try {
        await serverStep();
      } catch (caught) {
        // Our server's failure, not the identity provider's: its own German message, and nothing more happens.
        setServerError(requestErrorMessage(caught, serverFailed));
        return false;
      }
      try {
        await session.deleteUser();
      } catch (caught) {
        needsRelogin = (caught as { name?: string }).name === 'NotAuthorizedException';
        throw caught;
      }
      return true;
    });
    if (done) {
      close();
      navigate(`${ACCOUNT_BASE}/konto-geschlossen`, {
        replace: true,
        state: { done: true, ...outcome } satisfies OutcomeState,
      });
    } else if (needsRelogin) {
      navigate('/neu-anmelden', { state: { from: { pathname: `${ACCOUNT_BASE}/profil`, search: '' } } });
    }
  }

  return { remove, busy: isPending || pending.deleteUser, errorMessage: serverError ?? error?.message ?? null };
}
