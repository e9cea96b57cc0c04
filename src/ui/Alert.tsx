import type { ReactNode } from 'react';
import styles from './Alert.module.css';

export interface AlertProps {
  /** `error` is announced at once (role alert), `success` and `info` politely (role status). */
  tone: 'error' | 'success' | 'info';
  /** The message: a whole sentence saying what happened and what can be done now. */
  children: ReactNode;
}

/** A message box: errors are announced at once (role alert), success and hints politely (role status). */
export function Alert({ tone, children }: AlertProps) {
  return (
    <div className={styles.alert} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
