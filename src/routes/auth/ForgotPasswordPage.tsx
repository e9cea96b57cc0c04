import { useState } from 'react';
import { Link } from 'react-router-dom';
import { session } from '../../auth/session';
import { AuthPage } from '../../features/auth/AuthPage';
import { EmailForm } from '../../features/auth/EmailForm';
import { useAuthAction } from '../../features/auth/useAuthAction';
import { Alert } from '../../ui/Alert';

/** /passwort-vergessen: asks for the reset link; never says whether an account exists for the address. */
export function ForgotPasswordPage() {
  const { run, isPending, error } = useAuthAction();
  const [sent, setSent] = useState(false);

  async function handleSubmit(email: string) {
    const done = await run(async () => {
      try {
        await (await session.identity()).resetPassword(email);
      } catch (caught) {
        // Without PreventUserExistenceErrors (cognito-local) an unknown address fails: answer as for a known one.
        if ((caught as { name?: string }).name !== 'UserNotFoundException') throw caught;
      }
      return true;
    });
    if (done) setSent(true);
  }

  return (
    <AuthPage internal="/auth/forgot-password">
      {sent ? (
        <Alert tone="success">
          <p>
            Wenn es zu dieser Adresse ein Konto gibt, haben wir dir einen Link zum Zurücksetzen deines Passworts
            geschickt.
          </p>
          <p>Schau auch im Spam-Ordner nach.</p>
        </Alert>
      ) : (
        <EmailForm
          label="Passwort vergessen"
          submitLabel="Link anfordern"
          onSubmit={handleSubmit}
          isPending={isPending}
          error={error}
          footer={<Link to="/anmelden">Zurück zur Anmeldung</Link>}
        />
      )}
    </AuthPage>
  );
}
