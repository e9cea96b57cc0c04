import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { session } from '../../auth/session';
import { AuthPage } from '../../features/auth/AuthPage';
import { LinkCorruptNotice } from '../../features/auth/LinkCorruptNotice';
import { NewPasswordForm } from '../../features/auth/NewPasswordForm';
import { useAuthAction } from '../../features/auth/useAuthAction';
import { readMailLink } from '../../features/auth/validation';
import { Alert } from '../../ui/Alert';

/** /passwort-zuruecksetzen?code=&username= from the reset mail: the new password twice. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const link = useMemo(() => readMailLink(params), [params]);
  const { run, isPending, error } = useAuthAction();
  const [done, setDone] = useState(false);

  if (!link) {
    return (
      <AuthPage internal="/auth/reset-password">
        <LinkCorruptNotice>
          Oder <Link to="/passwort-vergessen">fordere einen neuen Link an</Link>.
        </LinkCorruptNotice>
      </AuthPage>
    );
  }

  async function handleSubmit(password: string) {
    const ok = await run(async () => {
      await (await session.identity()).confirmResetPassword(link!.username, link!.code, password);
      return true;
    });
    if (ok) setDone(true);
  }

  if (done) {
    return (
      <AuthPage internal="/auth/reset-password" intro="">
        <Alert tone="success">Dein neues Passwort ist gespeichert.</Alert>
        <p>
          <Link to="/anmelden">Jetzt anmelden</Link>
        </p>
      </AuthPage>
    );
  }

  const needsNewLink = error?.kind === 'ExpiredCodeException' || error?.kind === 'CodeMismatchException';
  return (
    <AuthPage internal="/auth/reset-password">
      <NewPasswordForm onSubmit={handleSubmit} isPending={isPending} error={error} />
      {needsNewLink ? (
        <p>
          <Link to="/passwort-vergessen">Neuen Link anfordern</Link>
        </p>
      ) : null}
    </AuthPage>
  );
}
