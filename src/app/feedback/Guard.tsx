import type { ReactNode } from 'react';
import styles from './Guard.module.css';
import { Spinner } from './Spinner';

export type GuardStatus = 'loading' | 'error' | 'ready';

export interface GuardProps {
  /** Where the account-bound data is: still loading, failed, or there. */
  status: GuardStatus;
  /** Silent mode: nothing at all while loading or on error (for optional parts such as a header box). */
  silent?: boolean;
  /** Shown only when `status` is ready. */
  children?: ReactNode;
}

/** Spec §6: account-bound parts sit behind a guard — spinner while loading, „Ein Fehler ist aufgetreten“ on error. */
export function Guard({ status, silent = false, children }: GuardProps) {
  if (status === 'ready') return <>{children}</>;
  if (silent) return null;
  if (status === 'loading') {
    return (
      <div className={styles.loading} role="status">
        <Spinner size="small" />
        <span>Wird geladen …</span>
      </div>
    );
  }
  return (
    <p className={styles.error} role="alert">
      Ein Fehler ist aufgetreten
    </p>
  );
}
