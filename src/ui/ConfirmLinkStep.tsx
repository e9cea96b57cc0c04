import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import styles from './ConfirmLinkStep.module.css';

export interface ConfirmLinkStepProps {
  /** What the click does, e.g. „Registrierung abschließen“. */
  actionLabel: string;
  onConfirm: () => void;
  isPending: boolean;
  /** Shown above the button, which stays for another try (an AuthErrorMessage fits). */
  error: { message: string } | null;
  children?: ReactNode;
}

/**
 * The page of a mail link asks for a click before it acts (docs/architecture.md §4): mail scanners open links, and a code they spent
 * would leave the user with a dead link, a newsletter they confirmed would be consent nobody gave.
 */
export function ConfirmLinkStep({ actionLabel, onConfirm, isPending, error, children }: ConfirmLinkStepProps) {
  return (
    <div className={styles.step}>
      {children}
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      <div>
        <Button onPress={onConfirm} isPending={isPending}>
          {isPending ? 'Bitte warten …' : actionLabel}
        </Button>
      </div>
    </div>
  );
}
