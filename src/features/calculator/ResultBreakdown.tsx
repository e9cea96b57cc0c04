import { formatDecimal, formatSignedDecimal, formatTonnes } from '../../format/number';
import type { CalculatorResult } from './calculatorResult';
import styles from './ResultBreakdown.module.css';

export interface ResultBreakdownProps {
  result: CalculatorResult;
}

/** "So rechnen wir": the base value plus what each visible answer adds, in t CO2 per year. */
export function ResultBreakdown({ result }: ResultBreakdownProps) {
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>So rechnen wir</summary>
      <table className={styles.table}>
        <caption className={styles.caption}>Dein Ergebnis in Tonnen CO2 pro Jahr</caption>
        <tbody>
          <tr>
            <th scope="row">Grundwert für alle in Deutschland</th>
            <td>{formatTonnes(result.baseTonnes)} t</td>
          </tr>
          {result.breakdown.map((line) => (
            <tr key={line.questionId}>
              <th scope="row">
                {line.title}: {line.choiceText}
              </th>
              <td>{formatSignedDecimal(line.co2Emission)} t</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Summe</th>
            <td>{formatTonnes(result.totalTonnes)} t</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.note}>Werte auf eine Nachkommastelle gekürzt. Ein Baum bindet rund {formatDecimal(result.co2tPerTree, 2)} t CO2.</p>
    </details>
  );
}
