import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Visual size; the spinner itself is decorative, the text next to it carries the meaning. */
  size?: 'small' | 'large';
}

/** A turning ring (a still ring with prefers-reduced-motion). Hidden from assistive technology. */
export function Spinner({ size = 'large' }: SpinnerProps) {
  return <span className={styles.spinner} data-size={size} aria-hidden="true" />;
}
