import { PRODUCT_NAME } from '../../../server/core/domain/product';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { AuthErrorMessage } from '../../auth/authErrors';
import { session } from '../../auth/session';
import { AuthPage } from '../../features/auth/AuthPage';
import { ConfirmLinkStep } from '../../ui/ConfirmLinkStep';
import { LinkCorruptNotice } from '../../features/auth/LinkCorruptNotice';
import { AFTER_SIGN_IN } from '../../features/auth/returnTarget';
import { takeSignUpReturn } from '../../features/auth/signUpReturn';
import { SignInForm } from '../../features/auth/SignInForm';
import { useAuthAction } from '../../features/auth/useAuthAction';
import { readMailLink } from '../../features/auth/validation';
import { Alert } from '../../ui/Alert';
import { showToast } from '../../app/feedback/toast';

const ALREADY_CONFIRMED: AuthErrorMessage = {
  kind: 'NotAuthorizedException',
  message: 'Dieser Link wurde schon verwendet. Ist dein Konto bereits bestätigt? Dann melde dich einfach an.',
  formLevel: false,
};

/**
 * /willkommen?code=&username= from the sign-up mail: one click confirms; in the tab of the sign-up that also signs
 * the user in (Amplify autoSignIn), otherwise they sign in right here. Either way they land where they started
 * signing up (kept by /registrieren), else on the overview.
 */
export function ConfirmSignUpPage() {
  const [params] = useSearchParams();
  const link = useMemo(() => readMailLink(params), [params]);
  const navigate = useNavigate();
  const confirm = useAuthAction();
  const signIn = useAuthAction();
  const [confirmed, setConfirmed] = useState(false);

  if (!link) {
    return (
      <AuthPage internal="/auth/confirm-sign-up">
        <LinkCorruptNotice>
          Oder <Link to="/registrierung-wiederholen">fordere einen neuen Bestätigungslink an</Link>.
        </LinkCorruptNotice>
      </AuthPage>
    );
  }

  async function handleConfirm() {
    const result = await confirm.run(async () => (await session.identity()).confirmSignUp(link!.username, link!.code));
    if (result === 'signedIn') {
      showToast({ title: `Willkommen bei ${PRODUCT_NAME}! Dein Konto ist bestätigt.`, tone: 'success' });
      navigate(takeSignUpReturn() ?? AFTER_SIGN_IN, { replace: true });
    } else if (result === 'signInRequired') setConfirmed(true);
  }

  async function handleSignIn(email: string, password: string) {
    const result = await signIn.run(async () => (await session.identity()).signIn(email, password));
    if (result === 'signedIn') navigate(takeSignUpReturn() ?? AFTER_SIGN_IN, { replace: true });
  }

  if (confirmed) {
    return (
      <AuthPage internal="/auth/confirm-sign-up" intro="">
        <Alert tone="success">
          Dein Konto ist bestätigt. Melde dich jetzt mit deiner E-Mail-Adresse und deinem Passwort an.
        </Alert>
        <SignInForm
          onSubmit={handleSignIn}
          isPending={signIn.isPending}
          error={signIn.error}
          defaultEmail={link.username.includes('@') ? link.username : ''}
        />
      </AuthPage>
    );
  }

  const error = confirm.error?.kind === 'NotAuthorizedException' ? ALREADY_CONFIRMED : confirm.error;
  return (
    <AuthPage internal="/auth/confirm-sign-up">
      <ConfirmLinkStep
        actionLabel="Registrierung abschließen"
        onConfirm={handleConfirm}
        isPending={confirm.isPending}
        error={error}
      >
        <p>Schön, dass du da bist! Ein Klick noch, dann ist dein {PRODUCT_NAME}-Konto bereit.</p>
      </ConfirmLinkStep>
      {error && error !== ALREADY_CONFIRMED ? (
        <p>
          <Link to="/registrierung-wiederholen">Neuen Bestätigungslink anfordern</Link>
        </p>
      ) : null}
      {error === ALREADY_CONFIRMED ? (
        <p>
          <Link to="/anmelden">Zur Anmeldung</Link>
        </p>
      ) : null}
    </AuthPage>
  );
}
