import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { SignUpInput } from '../../auth/identity';
import { session, useSession } from '../../auth/session';
import { AuthPage } from '../../features/auth/AuthPage';
import { AFTER_SIGN_IN, returnTarget } from '../../features/auth/returnTarget';
import { rememberSignUpReturn } from '../../features/auth/signUpReturn';
import { SignUpForm } from '../../features/auth/SignUpForm';
import { useAuthAction } from '../../features/auth/useAuthAction';
import { Alert } from '../../ui/Alert';

/**
 * /registrieren: sign-up; then the mail with the confirmation link (or, without confirmation, signed in). The page the
 * donor came from (the calculator result, a donation page) is kept for after the confirmation.
 */
export function RegisterPage() {
  const { status } = useSession();
  const navigate = useNavigate();
  const { run, isPending, error } = useAuthAction();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const target = returnTarget(useLocation().state);

  async function handleSubmit(input: SignUpInput) {
    const result = await run(async () => (await session.identity()).signUp(input));
    if (result === 'confirmSignUp') {
      rememberSignUpReturn(target === AFTER_SIGN_IN ? null : target);
      setSentTo(input.email.trim());
    }
    if (result === 'signedIn') navigate(target, { replace: true });
  }

  if (status === 'signedIn' && !isPending && !sentTo) return <Navigate to={target} replace />;

  if (sentTo) {
    return (
      <AuthPage internal="/auth/register" intro="">
        <Alert tone="success">
          <p>
            <strong>Fast geschafft!</strong> Wir haben dir eine E-Mail an {sentTo} geschickt.
          </p>
          <p>Klicke auf den Link darin, um deine Registrierung abzuschließen.</p>
        </Alert>
      </AuthPage>
    );
  }

  return (
    <AuthPage internal="/auth/register">
      <SignUpForm onSubmit={handleSubmit} isPending={isPending} error={error} />
    </AuthPage>
  );
}
