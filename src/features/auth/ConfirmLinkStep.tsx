import type { ReactNode } from 'react';
import type { AuthErrorMessage } from '../../auth/authErrors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import styles from './ConfirmLinkStep.module.css';

export interface ConfirmLinkStepProps {
  /** What the click does, e.g. „Registrierung abschließen“. */
  actionLabel: string;
  onConfirm: () => void;
  isPending: boolean;
  error: AuthErrorMessage | null;
  children?: ReactNode;
}

/**
 * The page of a mail link asks for a click before it spends the code (DESIGN §4): mail scanners open links, and a
 * code they spent would leave the user with a dead link.
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
