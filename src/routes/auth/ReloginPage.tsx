import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { session, useSession } from '../../auth/session';
import { AuthPage } from '../../features/auth/AuthPage';
import { returnTarget } from '../../features/auth/returnTarget';
import { SignInForm } from '../../features/auth/SignInForm';
import { UnconfirmedNotice } from '../../features/auth/UnconfirmedNotice';
import { useAuthAction } from '../../features/auth/useAuthAction';
import { ACCOUNT_BASE } from '../../content/routes';

/** /neu-anmelden: the password once more before a sensitive action, then back to it. */
export function ReloginPage() {
  const { status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { run, isPending, error } = useAuthAction();
  const [email, setEmail] = useState<string | null>(status === 'signedIn' ? null : '');
  const [unconfirmed, setUnconfirmed] = useState(false);
  const target = returnTarget(location.state, `${ACCOUNT_BASE}/profil`);

  // The signed-in user's address, so only the password is left to type.
  useEffect(() => {
    if (status !== 'signedIn' || email !== null) return;
    let active = true;
    session
      .identity()
      .then((identity) => identity.currentEmail())
      .catch(() => '')
      .then((current) => active && setEmail(current));
    return () => {
      active = false;
    };
  }, [status, email]);

  async function handleSubmit(address: string, password: string) {
    setUnconfirmed(false);
    const result = await run(async () => (await session.identity()).relogin(address, password));
    if (result === 'confirmSignUp') setUnconfirmed(true);
    if (result === 'signedIn') navigate(target, { replace: true });
  }

  return (
    <AuthPage internal="/auth/relogin">
      {unconfirmed ? <UnconfirmedNotice /> : null}
      {email === null ? null : (
        <SignInForm
          key={email}
          defaultEmail={email}
          submitLabel="Erneut anmelden"
          onSubmit={handleSubmit}
          isPending={isPending}
          error={error}
        />
      )}
    </AuthPage>
  );
}
