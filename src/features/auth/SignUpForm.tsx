import { PRODUCT_NAME } from '../../../server/core/domain/product';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AuthErrorMessage } from '../../auth/authErrors';
import type { SignUpInput } from '../../auth/identity';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import { AuthForm } from './AuthForm';
import {
  checkEmail,
  checkName,
  checkNewPassword,
  collectErrors,
  hasErrors,
  PASSWORD_POLICY,
  type FieldErrors,
} from './validation';

export interface SignUpFormProps {
  onSubmit: (input: SignUpInput) => void;
  isPending: boolean;
  error: AuthErrorMessage | null;
}

type Field = 'email' | 'password' | 'givenName' | 'familyName';

/** /registrieren: e-mail, password (policy shown), first and last name, newsletter (unticked). */
export function SignUpForm({ onSubmit, isPending, error }: SignUpFormProps) {
  const [values, setValues] = useState({ email: '', password: '', givenName: '', familyName: '' });
  const [newsletter, setNewsletter] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [invalidAttempt, setInvalidAttempt] = useState(0);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    isDisabled: isPending,
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  function handleSubmit() {
    const found = collectErrors<Field>({
      email: checkEmail(values.email),
      password: checkNewPassword(values.password),
      givenName: checkName(values.givenName, 'Vorname'),
      familyName: checkName(values.familyName, 'Nachname'),
    });
    setErrors(found);
    if (hasErrors(found)) return setInvalidAttempt((n) => n + 1);
    onSubmit({ ...values, newsletter });
  }

  return (
    <AuthForm
      label="Registrieren"
      submitLabel="Konto anlegen"
      onSubmit={handleSubmit}
      isPending={isPending}
      error={error}
      invalidAttempt={invalidAttempt}
      footer={
        <p>
          Du hast schon ein Konto? <Link to="/anmelden">Jetzt anmelden</Link>
        </p>
      }
    >
      <TextField label="Vorname" autoComplete="given-name" isRequired {...field('givenName')} />
      <TextField label="Nachname" autoComplete="family-name" isRequired {...field('familyName')} />
      <TextField label="E-Mail-Adresse" type="email" autoComplete="email" isRequired {...field('email')} />
      <TextField
        label="Passwort"
        type="password"
        autoComplete="new-password"
        description={PASSWORD_POLICY}
        isRequired
        {...field('password')}
      />
      <Checkbox name="newsletter" isSelected={newsletter} onChange={setNewsletter} isDisabled={isPending}>
        Ja, ich möchte den {PRODUCT_NAME}-Newsletter bekommen. Abbestellen geht jederzeit.
      </Checkbox>
    </AuthForm>
  );
}
