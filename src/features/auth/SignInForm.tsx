import { useState, type ReactNode } from 'react';
import type { AuthErrorMessage } from '../../auth/authErrors';
import { TextField } from '../../ui/TextField';
import { AuthForm } from './AuthForm';
import { checkEmail, checkPasswordPresent, collectErrors, hasErrors, type FieldErrors } from './validation';

export interface SignInFormProps {
  onSubmit: (email: string, password: string) => void;
  isPending: boolean;
  error: AuthErrorMessage | null;
  defaultEmail?: string;
  submitLabel?: string;
  footer?: ReactNode;
}

type Field = 'email' | 'password';

/** E-mail and password: /anmelden, /neu-anmelden and the sign-in after confirming on /willkommen. */
export function SignInForm({
  onSubmit,
  isPending,
  error,
  defaultEmail = '',
  submitLabel = 'Anmelden',
  footer,
}: SignInFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [invalidAttempt, setInvalidAttempt] = useState(0);

  function handleSubmit() {
    const found = collectErrors<Field>({ email: checkEmail(email), password: checkPasswordPresent(password) });
    setErrors(found);
    if (hasErrors(found)) return setInvalidAttempt((n) => n + 1);
    onSubmit(email.trim(), password);
  }

  return (
    <AuthForm
      label="Anmelden"
      submitLabel={submitLabel}
      onSubmit={handleSubmit}
      isPending={isPending}
      error={error}
      invalidAttempt={invalidAttempt}
      footer={footer}
    >
      <TextField
        label="E-Mail-Adresse"
        name="email"
        type="email"
        autoComplete="username"
        isRequired
        value={email}
        onChange={(value) => {
          setEmail(value);
          setErrors((e) => ({ ...e, email: undefined }));
        }}
        error={errors.email}
        isDisabled={isPending}
      />
      <TextField
        label="Passwort"
        name="password"
        type="password"
        autoComplete="current-password"
        isRequired
        value={password}
        onChange={(value) => {
          setPassword(value);
          setErrors((e) => ({ ...e, password: undefined }));
        }}
        error={errors.password}
        isDisabled={isPending}
      />
    </AuthForm>
  );
}
