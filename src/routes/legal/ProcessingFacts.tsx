import type { ReactNode } from 'react';
import styles from './LegalText.module.css';

export interface ProcessingFactsProps {
  data: ReactNode;
  purpose: ReactNode;
  legalBasis: ReactNode;
  recipients?: ReactNode;
  retention: ReactNode;
}

/** The facts Art. 13 DSGVO asks for about one processing, always in the same order. */
export function ProcessingFacts({ data, purpose, legalBasis, recipients, retention }: ProcessingFactsProps) {
  return (
    <dl className={styles.facts}>
      <dt>Welche Daten</dt>
      <dd>{data}</dd>
      <dt>Wozu</dt>
      <dd>{purpose}</dd>
      <dt>Rechtsgrundlage</dt>
      <dd>{legalBasis}</dd>
      {recipients ? (
        <>
          <dt>Empfänger</dt>
          <dd>{recipients}</dd>
        </>
      ) : null}
      <dt>Speicherdauer</dt>
      <dd>{retention}</dd>
    </dl>
  );
}
