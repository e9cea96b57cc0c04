import { useState, type ReactNode } from 'react';
import type { AuthErrorMessage } from '../../auth/authErrors';
import { TextField } from '../../ui/TextField';
import { AuthForm } from './AuthForm';
import { checkEmail } from './validation';

export interface EmailFormProps {
  /** Accessible name of the form. */
  label: string;
  fieldLabel?: string;
  submitLabel: string;
  onSubmit: (email: string) => void;
  isPending: boolean;
  error: AuthErrorMessage | null;
  footer?: ReactNode;
}

/** One e-mail field: /passwort-vergessen, /registrierung-wiederholen and the change of e-mail address. */
export function EmailForm({
  label,
  fieldLabel = 'E-Mail-Adresse',
  submitLabel,
  onSubmit,
  isPending,
  error,
  footer,
}: EmailFormProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [invalidAttempt, setInvalidAttempt] = useState(0);

  function handleSubmit() {
    const found = checkEmail(email);
    setFieldError(found);
    if (found) return setInvalidAttempt((n) => n + 1);
    onSubmit(email.trim());
  }

  return (
    <AuthForm
      label={label}
      submitLabel={submitLabel}
      onSubmit={handleSubmit}
      isPending={isPending}
      error={error}
      invalidAttempt={invalidAttempt}
      footer={footer}
    >
      <TextField
        label={fieldLabel}
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        value={email}
        onChange={(value) => {
          setEmail(value);
          setFieldError(undefined);
        }}
        error={fieldError}
        isDisabled={isPending}
      />
    </AuthForm>
  );
}
