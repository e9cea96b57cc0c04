import { useId, type ReactNode } from 'react';
import { ProgressBar } from 'react-aria-components';
import styles from './CategorySection.module.css';

export interface CategorySectionProps {
  title: string;
  /** Visible questions of the category that have an answer. */
  answered: number;
  /** Visible questions of the category. */
  total: number;
  children: ReactNode;
}

/** A category (Mobilität, Ernährung, Wohnen) with its progress and its visible questions. */
export function CategorySection({ title, answered, total, children }: CategorySectionProps) {
  const headingId = useId();
  const done = answered === total;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <ProgressBar
          className={styles.progress}
          value={answered}
          maxValue={total}
          valueLabel={`${answered} von ${total} ${total === 1 ? 'Frage' : 'Fragen'} beantwortet`}
          aria-label={`Fortschritt ${title}`}
        >
          {({ percentage, valueText }) => (
            <>
              <span className={done ? `${styles.value} ${styles.done}` : styles.value}>{valueText}</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${percentage}%` }} />
              </span>
            </>
          )}
        </ProgressBar>
      </div>
      <div className={styles.questions}>{children}</div>
    </section>
  );
}
