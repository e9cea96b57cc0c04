import { OPERATOR } from '../../content/operator';
import { Alert } from '../../ui/Alert';
import styles from './LegalText.module.css';

/** While src/content/operator.ts holds example values, the pages that show them say so. */
export function ExampleDataNotice() {
  if (!OPERATOR.isExample) return null;
  return (
    <div className={styles.notice}>
      <Alert tone="info">
        <p>
          Hinweis: Name, Anschrift, Register- und Kontaktdaten auf dieser Seite sind Beispielangaben. Vor dem Start
          werden sie durch die Angaben des tatsächlichen Betreibers ersetzt.
        </p>
      </Alert>
    </div>
  );
}
