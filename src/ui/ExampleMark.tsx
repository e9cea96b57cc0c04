import styles from './ExampleMark.module.css';

/** „Beispielangabe:“ at the start of a statement made from the example operator data (content/operator.ts). */
export function ExampleMark() {
  return <strong className={styles.mark}>Beispielangabe: </strong>;
}
