import { useState } from 'react';
import { session } from '../../auth/session';
import { AuthPage } from '../../features/auth/AuthPage';
import { EmailForm } from '../../features/auth/EmailForm';
import { useAuthAction } from '../../features/auth/useAuthAction';
import { Alert } from '../../ui/Alert';

/**
 * /registrierung-wiederholen: sends the confirmation link again. The answer is the same whether or not an
 * unconfirmed account exists for the address. (cognito-local cannot resend: there it shows the general error.)
 */
export function RegisterResendPage() {
  const { run, isPending, error } = useAuthAction();
  const [sent, setSent] = useState(false);

  async function handleSubmit(email: string) {
    const done = await run(async () => {
      await (await session.identity()).resendSignUpCode(email);
      return true;
    });
    if (done) setSent(true);
  }

  return (
    <AuthPage internal="/auth/register-resend">
      {sent ? (
        <Alert tone="success">
          Wenn zu dieser Adresse ein noch nicht bestätigtes Konto gehört, ist ein neuer Bestätigungslink unterwegs.
          Ältere Links gelten dann nicht mehr.
        </Alert>
      ) : (
        <EmailForm
          label="Bestätigungsmail erneut senden"
          submitLabel="Link erneut senden"
          onSubmit={handleSubmit}
          isPending={isPending}
          error={error}
        />
      )}
    </AuthPage>
  );
}
