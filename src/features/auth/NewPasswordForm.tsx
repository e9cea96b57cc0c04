import { useState } from 'react';
import { describeAuthError, type AuthErrorMessage } from '../../auth/authErrors';
import { TextField } from '../../ui/TextField';
import { AuthForm } from './AuthForm';
import { checkNewPassword, PASSWORD_POLICY } from './validation';

export interface NewPasswordFormProps {
  onSubmit: (password: string) => void;
  isPending: boolean;
  error: AuthErrorMessage | null;
}

/** /passwort-zuruecksetzen: the new password twice; two different ones are NewPasswordMismatch (at the form). */
export function NewPasswordForm({ onSubmit, isPending, error }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [mismatch, setMismatch] = useState(false);
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  const mismatchError = describeAuthError('NewPasswordMismatch');

  function handleSubmit() {
    const found = checkNewPassword(password);
    const differ = !found && password !== repeat;
    setPasswordError(found);
    setMismatch(differ);
    if (found || differ) return setInvalidAttempt((n) => n + 1);
    onSubmit(password);
  }

  return (
    <AuthForm
      label="Neues Passwort festlegen"
      submitLabel="Passwort speichern"
      onSubmit={handleSubmit}
      isPending={isPending}
      error={mismatch ? mismatchError : error}
      invalidAttempt={invalidAttempt}
    >
      <TextField
        label="Neues Passwort"
        name="password"
        type="password"
        autoComplete="new-password"
        description={PASSWORD_POLICY}
        isRequired
        value={password}
        onChange={(value) => {
          setPassword(value);
          setPasswordError(undefined);
          setMismatch(false);
        }}
        error={passwordError}
        isDisabled={isPending}
      />
      <TextField
        label="Neues Passwort wiederholen"
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        isRequired
        value={repeat}
        onChange={(value) => {
          setRepeat(value);
          setMismatch(false);
        }}
        error={mismatch ? mismatchError.message : undefined}
        isDisabled={isPending}
      />
    </AuthForm>
  );
}
