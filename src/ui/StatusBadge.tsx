import type { ReactNode } from 'react';
import styles from './StatusBadge.module.css';

/** How far along: `neutral` waits, `progress` runs, `done` is reached, `warning` needs an eye, `danger` failed. */
export type StatusTone = 'neutral' | 'progress' | 'done' | 'warning' | 'danger';

export interface StatusBadgeProps {
  /** The state in German, e.g. „Bestellt“, „Gepflanzt“. */
  children: ReactNode;
  tone?: StatusTone;
  /** The state's code (e.g. the order state), for tests and styles that need it. */
  state?: string;
}

/** A state as a pill: the words carry the meaning, the tone only underlines it (colour is never the only sign). */
export function StatusBadge({ children, tone = 'neutral', state }: StatusBadgeProps) {
  return (
    <span className={styles.badge} data-tone={tone} data-state={state}>
      {children}
    </span>
  );
}
