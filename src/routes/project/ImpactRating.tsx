import { IMPACT_SCALE } from '../../content/projects';
import styles from './ImpactRating.module.css';

export interface ImpactRatingProps {
  label: string;
  value: number;
}

/** „Ökologische Wirkung: 3 von 3“ as text, with dots for the eye (hidden from screen readers: the text says it). */
export function ImpactRating({ label, value }: ImpactRatingProps) {
  return (
    <p className={styles.rating}>
      <span>
        {label}: {value} von {IMPACT_SCALE}
      </span>
      <span className={styles.dots} aria-hidden="true">
        {Array.from({ length: IMPACT_SCALE }, (_, i) => (
          <span key={i} className={styles.dot} data-filled={i < value || undefined} />
        ))}
      </span>
    </p>
  );
}
