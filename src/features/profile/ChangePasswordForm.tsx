import { useState } from 'react';
import { Link } from 'react-aria-components';
import { describeAuthError } from '../../auth/authErrors';
import { session } from '../../auth/session';
import { ACCOUNT_BASE } from '../../content/routes';
import { Alert } from '../../ui/Alert';
import { TextField } from '../../ui/TextField';
import { AuthForm } from '../auth/AuthForm';
import { useAuthAction } from '../auth/useAuthAction';
import { checkNewPassword, PASSWORD_POLICY } from '../auth/validation';

/**
 * Passwort ändern (Amplify updatePassword): the current password, the new one twice. Wrong current password,
 * a password the pool refuses and too many attempts come back in the spec's German error catalogue (§8).
 */
export function ChangePasswordForm() {
  const { run, isPending, error } = useAuthAction();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ current?: string; password?: string }>({});
  const [mismatch, setMismatch] = useState(false);
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  const [done, setDone] = useState(false);

  async function handleSubmit() {
    const found = {
      current: current === '' ? 'Bitte gib dein aktuelles Passwort ein.' : undefined,
      password: checkNewPassword(password),
    };
    const differ = !found.password && password !== repeat;
    setFieldErrors(found);
    setMismatch(differ);
    if (found.current || found.password || differ) return setInvalidAttempt((n) => n + 1);
    const ok = await run(async () => {
      await (await session.identity()).changePassword(current, password);
      return true;
    });
    if (ok) {
      setDone(true);
      setCurrent('');
      setPassword('');
      setRepeat('');
    }
  }

  if (done) {
    return (
      <Alert tone="success">
        Dein Passwort ist geändert. Ab jetzt meldest du dich mit dem neuen Passwort an.{' '}
        <Link href={`${ACCOUNT_BASE}/profil`}>Zurück zum Profil</Link>
      </Alert>
    );
  }

  return (
    <AuthForm
      label="Passwort ändern"
      submitLabel="Passwort ändern"
      onSubmit={() => void handleSubmit()}
      isPending={isPending}
      error={mismatch ? describeAuthError('NewPasswordMismatch') : error}
      invalidAttempt={invalidAttempt}
    >
      <TextField
        label="Aktuelles Passwort"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        isRequired
        value={current}
        onChange={(value) => (setCurrent(value), setFieldErrors((f) => ({ ...f, current: undefined })))}
        error={fieldErrors.current}
        isDisabled={isPending}
      />
      <TextField
        label="Neues Passwort"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        description={PASSWORD_POLICY}
        isRequired
        value={password}
        onChange={(value) => (setPassword(value), setFieldErrors((f) => ({ ...f, password: undefined })))}
        error={fieldErrors.password}
        isDisabled={isPending}
      />
      <TextField
        label="Neues Passwort wiederholen"
        name="repeatPassword"
        type="password"
        autoComplete="new-password"
        isRequired
        value={repeat}
        onChange={(value) => (setRepeat(value), setMismatch(false))}
        isDisabled={isPending}
      />
    </AuthForm>
  );
}
