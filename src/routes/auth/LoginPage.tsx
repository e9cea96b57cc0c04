import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { session, useSession } from '../../auth/session';
import { AuthPage } from '../../features/auth/AuthPage';
import { returnTarget } from '../../features/auth/returnTarget';
import { SignInForm } from '../../features/auth/SignInForm';
import { UnconfirmedNotice } from '../../features/auth/UnconfirmedNotice';
import { useAuthAction } from '../../features/auth/useAuthAction';

/** /anmelden: after sign-in back to where the guard sent the user from, else the overview. */
export function LoginPage() {
  const { status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { run, isPending, error } = useAuthAction();
  const [unconfirmed, setUnconfirmed] = useState(false);
  const target = returnTarget(location.state);

  async function handleSubmit(email: string, password: string) {
    setUnconfirmed(false);
    const result = await run(async () => (await session.identity()).signIn(email, password));
    if (result === 'confirmSignUp') setUnconfirmed(true);
    if (result === 'signedIn') navigate(target, { replace: true });
  }

  // Already signed in (another tab, the back button): nothing to do here.
  if (status === 'signedIn' && !isPending) return <Navigate to={target} replace />;

  return (
    <AuthPage internal="/auth/login">
      {unconfirmed ? <UnconfirmedNotice /> : null}
      <SignInForm
        onSubmit={handleSubmit}
        isPending={isPending}
        error={error}
        footer={
          <>
            <Link to="/passwort-vergessen">Passwort vergessen?</Link>
            <span>
              Noch kein Konto?{' '}
              <Link to="/registrieren" state={location.state}>
                Jetzt registrieren
              </Link>
            </span>
          </>
        }
      />
    </AuthPage>
  );
}
