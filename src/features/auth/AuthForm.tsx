import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import type { AuthErrorMessage } from '../../auth/authErrors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import styles from './AuthForm.module.css';

export interface AuthFormProps {
  /** Accessible name of the form. */
  label: string;
  submitLabel: string;
  /** Called with a valid form only; the form itself checks first. */
  onSubmit: () => void;
  isPending: boolean;
  /** Spec §8: form-level errors show at the form next to the button, others as a general message on top. */
  error: AuthErrorMessage | null;
  /** Bumped whenever the check found field errors: the first invalid field gets the focus. */
  invalidAttempt?: number;
  children: ReactNode;
  /** Links below the button (Passwort vergessen? …). */
  footer?: ReactNode;
}

/** The frame of every auth form: general error, fields, form-level error, the submit button, links. */
export function AuthForm({
  label,
  submitLabel,
  onSubmit,
  isPending,
  error,
  invalidAttempt = 0,
  children,
  footer,
}: AuthFormProps) {
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (invalidAttempt > 0) formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [invalidAttempt]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isPending) onSubmit();
  }

  return (
    <Form ref={formRef} className={styles.form} aria-label={label} onSubmit={handleSubmit} validationBehavior="aria">
      {error && !error.formLevel ? <Alert tone="error">{error.message}</Alert> : null}
      <div className={styles.fields}>{children}</div>
      {error?.formLevel ? <Alert tone="error">{error.message}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" isPending={isPending}>
          {isPending ? 'Bitte warten …' : submitLabel}
        </Button>
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Form>
  );
}
