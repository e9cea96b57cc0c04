import type { ReactNode } from 'react';
import styles from './StatCard.module.css';

export interface StatCardProps {
  /** What the figure counts, e.g. „gepflanzte Bäume“ (the term of the description list). */
  label: ReactNode;
  /** The figure, already formatted, e.g. „12“ or „1,5 t“. */
  value: ReactNode;
}

/** One figure on a card: the figure large, what it counts above it; inside a StatCardList (a description list). */
export function StatCard({ label, value }: StatCardProps) {
  return (
    <div className={styles.card}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
}

/** The cards side by side, as many per row as fit (each at least 12rem): a `<dl>`. */
export function StatCardList({ children }: { children: ReactNode }) {
  return <dl className={styles.list}>{children}</dl>;
}
